import {
  completeCampaign,
  fetchActiveCampaigns,
  fetchClientCampaigns,
  fetchClientCompletedCampaigns,
  fetchCompletedCampaigns,
  fetchSingleCampaign,
  fetchWorkQueue,
  waiveExecutionStatus,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import * as campaigns from '../services/campaigns/index.ts';

/**
 * Campaigns (docs/domain.md "Campaign"): the active and completed lists (per client too: the id is the client's),
 * one campaign by its brief's id with its sites, completing one (by its own id), waiving a site, the work queue.
 */
export async function campaignRoutes(app: FastifyInstance) {
  route(app, fetchActiveCampaigns, ({ db, query }) => campaigns.listCampaigns(db, 'active', query));
  route(app, fetchCompletedCampaigns, ({ db, query }) => campaigns.listCampaigns(db, 'completed', query));
  route(app, fetchClientCampaigns, ({ db, params, query }) =>
    campaigns.listCampaigns(db, 'active', query, params.userId),
  );
  route(app, fetchClientCompletedCampaigns, ({ db, params, query }) =>
    campaigns.listCampaigns(db, 'completed', query, params.id),
  );
  route(app, fetchSingleCampaign, ({ db, params, query, config }) =>
    campaigns.getCampaignByBrief(db, params.id, query, config.taxRatePercent),
  );
  route(app, completeCampaign, (c) => campaigns.completeCampaign(c, c.params.id, c.user.id));
  route(app, waiveExecutionStatus, (c) => campaigns.waiveExecutionStatus(c, c.body, c.user.id));
  route(app, fetchWorkQueue, ({ db, user }) => campaigns.workQueue(db, user.role));
}
