import { fetchAllClients } from '../contract/endpoints/clients.ts';
import type { HandlerOptions } from './auth.ts';
import { clientPage } from './brief-fixtures.ts';
import type { MockDb } from './db.ts';
import { mockEndpoint, pageQuery } from './mock.ts';

/** The client list, searched and paged. */
export function clientHandlers(db: MockDb, options: HandlerOptions = {}) {
  return [mockEndpoint(fetchAllClients, ({ url }) => clientPage(pageQuery(url), db.clients), options)];
}
