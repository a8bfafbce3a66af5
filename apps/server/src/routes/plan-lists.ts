import {
  fetchAlteredPendingPlansOfBrief,
  fetchAlteredPlansOfBrief,
  fetchAlteredRequiredPlansOfBrief,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedPlans,
  fetchInprogressPlans,
  fetchLostPlans,
  fetchLostPlansOfBrief,
  fetchPendingPlans,
  fetchPendingPlansOfBrief,
  fetchPlansOfBrief,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { listPlans, listPlansOfBrief } from '../services/plans/index.ts';

/** The plan lists: every brief's plans by state, and one brief's. */
export async function planListRoutes(app: FastifyInstance) {
  route(app, fetchInprogressPlans, ({ query }) => listPlans(app.db, 'inprogress', query));
  route(app, fetchPendingPlans, ({ query }) => listPlans(app.db, 'pending', query));
  route(app, fetchAlterPlans, ({ query }) => listPlans(app.db, 'altered', query));
  route(app, fetchLostPlans, ({ query }) => listPlans(app.db, 'lost', query));
  route(app, fetchAlterPendingPlans, ({ query }) => listPlans(app.db, 'modification_pending', query));
  route(app, fetchAlterRequiredPlans, ({ query }) => listPlans(app.db, 'modification_required', query));
  route(app, fetchApprovedPlans, ({ query }) => listPlans(app.db, 'accepted', query));

  route(app, fetchAlteredPlansOfBrief, ({ params }) => listPlansOfBrief(app.db, params.brief_id, 'altered'));
  route(app, fetchAlteredPendingPlansOfBrief, ({ params }) =>
    listPlansOfBrief(app.db, params.brief_id, 'modification_pending'),
  );
  route(app, fetchAlteredRequiredPlansOfBrief, ({ params }) =>
    listPlansOfBrief(app.db, params.brief_id, 'modification_required'),
  );
  route(app, fetchLostPlansOfBrief, ({ params }) => listPlansOfBrief(app.db, params.brief_id, 'lost'));
  route(app, fetchPendingPlansOfBrief, ({ params }) =>
    listPlansOfBrief(app.db, params.id, 'awaiting_review'),
  );
  route(app, fetchPlansOfBrief, ({ params, query }) =>
    listPlansOfBrief(app.db, params.brief_id, 'all', query.status),
  );
}
