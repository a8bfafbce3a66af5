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
  route(app, fetchInprogressPlans, ({ db, query }) => listPlans(db, 'inprogress', query));
  route(app, fetchPendingPlans, ({ db, query }) => listPlans(db, 'pending', query));
  route(app, fetchAlterPlans, ({ db, query }) => listPlans(db, 'altered', query));
  route(app, fetchLostPlans, ({ db, query }) => listPlans(db, 'lost', query));
  route(app, fetchAlterPendingPlans, ({ db, query }) => listPlans(db, 'modification_pending', query));
  route(app, fetchAlterRequiredPlans, ({ db, query }) => listPlans(db, 'modification_required', query));
  route(app, fetchApprovedPlans, ({ db, query }) => listPlans(db, 'accepted', query));

  route(app, fetchAlteredPlansOfBrief, ({ db, params }) => listPlansOfBrief(db, params.brief_id, 'altered'));
  route(app, fetchAlteredPendingPlansOfBrief, ({ db, params }) =>
    listPlansOfBrief(db, params.brief_id, 'modification_pending'),
  );
  route(app, fetchAlteredRequiredPlansOfBrief, ({ db, params }) =>
    listPlansOfBrief(db, params.brief_id, 'modification_required'),
  );
  route(app, fetchLostPlansOfBrief, ({ db, params }) => listPlansOfBrief(db, params.brief_id, 'lost'));
  route(app, fetchPendingPlansOfBrief, ({ db, params }) =>
    listPlansOfBrief(db, params.id, 'awaiting_review'),
  );
  route(app, fetchPlansOfBrief, ({ db, params, query }) =>
    listPlansOfBrief(db, params.brief_id, 'all', query.status),
  );
}
