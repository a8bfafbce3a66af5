import { HttpResponse } from 'msw';
import { health, metrics, readiness } from '../contract/endpoints/system.ts';
import type { HandlerOptions } from './auth.ts';
import { fixtures } from './fixtures.ts';
import { mockEndpoint } from './mock.ts';

/** The server's own state (liveness, readiness, metrics): the fake backend is always alive and ready. */
export function systemHandlers(options: HandlerOptions = {}) {
  return [
    mockEndpoint(health, fixtures.health, options),
    mockEndpoint(readiness, { status: 'ready' }, options),
    // Metrics are text, and off (404) as on a server without METRICS_TOKEN: no screen reads them.
    mockEndpoint(
      metrics,
      () => HttpResponse.json({ message: 'Metrics are not enabled on this server' }, { status: 404 }),
      options,
    ),
  ];
}
