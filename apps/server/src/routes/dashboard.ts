import {
  fetchBriefCounts,
  fetchDashboardQueue,
  fetchDashboardStats,
  fetchDashboardTrends,
  fetchPlanCounts,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import {
  briefCounts,
  dashboardQueue,
  dashboardStats,
  dashboardTrends,
  planCounts,
} from '../services/dashboard/index.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  route(app, fetchBriefCounts, ({ db }) => briefCounts(db));
  route(app, fetchPlanCounts, ({ db }) => planCounts(db));
  route(app, fetchDashboardStats, ({ db }) => dashboardStats(db));
  route(app, fetchDashboardQueue, ({ db, user }) => dashboardQueue(db, user.role));
  route(app, fetchDashboardTrends, ({ db, now }) => dashboardTrends(db, now));
}
