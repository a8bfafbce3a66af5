import { fetchBriefCounts, fetchDashboardStats, fetchPlanCounts } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { briefCounts, dashboardStats, planCounts } from '../services/dashboard/index.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  route(app, fetchBriefCounts, ({ db }) => briefCounts(db));
  route(app, fetchPlanCounts, ({ db }) => planCounts(db));
  route(app, fetchDashboardStats, ({ db }) => dashboardStats(db));
}
