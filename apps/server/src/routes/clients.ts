import { fetchAllClients } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { listClients } from '../services/clients/index.ts';

export async function clientRoutes(app: FastifyInstance) {
  route(app, fetchAllClients, ({ db, query }) => listClients(db, query));
}
