import {
  deleteClient,
  fetchAllClients,
  fetchClientProfile,
  fetchKeyAccountManagers,
  registerClient,
  updateClient,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import * as clients from '../services/clients/index.ts';

/** Clients and their key account managers (issue 17; docs/domain.md "Clients"). */
export async function clientRoutes(app: FastifyInstance) {
  route(app, fetchAllClients, ({ db, query, user }) => clients.listClients(db, query, user));
  route(app, fetchClientProfile, async ({ db, params }) => ({
    client: await clients.findClientProfile(db, params.id),
  }));
  route(app, registerClient, (c) => clients.registerClient(c, c.body, c.user));
  route(app, updateClient, (c) => clients.updateClient(c, c.params.id, c.body, c.user));
  route(app, deleteClient, (c) => clients.deleteClient(c, c.params.id, c.user));
  route(app, fetchKeyAccountManagers, ({ db }) => clients.listKeyAccountManagers(db));
}
