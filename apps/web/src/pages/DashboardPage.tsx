import { fetchDashboardQueue, fetchDashboardTrends } from '@ooh/api';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { DashboardCharts } from '../modules/dashboard/components/DashboardCharts.tsx';
import { DashboardGroup } from '../modules/dashboard/components/DashboardGroup.tsx';
import { DashboardQueue } from '../modules/dashboard/components/DashboardQueue.tsx';
import { dashboardGroups } from '../modules/dashboard/dashboard-cards.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

/**
 * The viewer's work first (docs/domain.md "The dashboard (issue 15)"): what waits for its role, each record a link;
 * then the trends as small charts (briefs per week by status, value of accepted plans per month), then the figures,
 * each card linking to its list.
 */
export function DashboardPage() {
  const { user } = useSession();
  const permissions = usePermissions();
  if (!user) return null;
  const { stats, briefs, plans } = dashboardGroups;
  return (
    <Stack space="xl">
      <PageHeader title="Dashboard" description={`Welcome, ${user.name}.`} />
      {permissions.mayCall(fetchDashboardQueue) ? <DashboardQueue /> : null}
      {permissions.mayCall(fetchDashboardTrends) ? <DashboardCharts /> : null}
      {permissions.mayCall(stats.endpoint) ? <DashboardGroup group={stats} role={user.role} /> : null}
      {permissions.mayCall(briefs.endpoint) ? <DashboardGroup group={briefs} role={user.role} /> : null}
      {permissions.mayCall(plans.endpoint) ? <DashboardGroup group={plans} role={user.role} /> : null}
    </Stack>
  );
}
