import { fetchBriefCounts, fetchDashboardStats, fetchPlanCounts } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { briefCounts, dashboardStats, planCounts } from '../services/dashboard/index.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  route(app, fetchBriefCounts, () => briefCounts(app.db));
  route(app, fetchPlanCounts, () => planCounts(app.db));
  route(app, fetchDashboardStats, () => dashboardStats(app.db));
}
