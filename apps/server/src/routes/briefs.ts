import { acceptBrief, deleteBrief, rejectBrief } from '@ooh/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../http/endpoint.ts';
import * as briefs from '../services/briefs.ts';
import type { TransitionDeps } from '../services/lifecycle.ts';

export async function briefRoutes(app: FastifyInstance) {
  const deps = (request: FastifyRequest): TransitionDeps => ({
    db: app.db,
    push: app.push,
    log: request.log,
    now: app.clock.now(),
  });

  route(app, acceptBrief, ({ params, user, request }) =>
    briefs.acceptBrief(deps(request), params.id, user.id),
  );
  route(app, rejectBrief, ({ params, body, user, request }) =>
    briefs.rejectBrief(deps(request), params.id, user.id, body.reason),
  );
  route(app, deleteBrief, ({ params, user, request }) =>
    briefs.deleteBrief(deps(request), params.id, user.id),
  );
}
