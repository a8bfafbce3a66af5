import {
  type ApiClient,
  fetchBriefCounts,
  fetchDashboardQueue,
  fetchDashboardStats,
  fetchDashboardTrends,
  fetchPlanCounts,
  type StaffRole,
} from '@ooh/api';
import { routePermissionsFor } from '../kit/permissions/route-permissions.ts';
import { loadChartLibrary } from '../plan-summaries/chart-library.ts';
import type { StartCall } from '../request/prefetch.ts';

/**
 * The calls of the dashboard's sections, each made with no input: the queue, the trends, and the figure groups of
 * `dashboard-cards.ts` (named here, not imported: that table brings the lists' link code, and this module must
 * load before the page's chunks do; a test checks the two agree).
 */
export const DASHBOARD_CALLS = [
  fetchDashboardQueue,
  fetchDashboardTrends,
  fetchDashboardStats,
  fetchBriefCounts,
  fetchPlanCounts,
] as const;

/**
 * Starts the dashboard's calls at boot when the first page is /dashboard (`app/first-page-data.ts`): its sections
 * take the answers already on their way (modules/request/prefetch.ts). Only those the role may make, as the page
 * itself decides.
 */
export function prefetchDashboard(client: ApiClient, role: StaffRole, start: StartCall): void {
  const permissions = routePermissionsFor(role);
  for (const endpoint of DASHBOARD_CALLS) if (permissions.mayCall(endpoint)) start(client, endpoint);
  // The trends draw with the chart library, a chunk of its own (LazyBarChart): asked for now, beside the calls, it
  // is there when their answers are, instead of being asked for once they have drawn, the page's content then
  // waiting for it (README "The first load").
  if (permissions.mayCall(fetchDashboardTrends)) loadChartLibrary().catch(() => undefined);
}
