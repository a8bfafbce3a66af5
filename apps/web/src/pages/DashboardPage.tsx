import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { DashboardGroup } from '../modules/dashboard/components/DashboardGroup.tsx';
import { dashboardGroups } from '../modules/dashboard/dashboard-cards.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

/** Headline figures and the brief and plan counts, each card linking to its list. */
export function DashboardPage() {
  const { user } = useSession();
  const permissions = usePermissions();
  if (!user) return null;
  const { stats, briefs, plans } = dashboardGroups;
  return (
    <Stack space="xl">
      <PageHeader title="Dashboard" description={`Welcome, ${user.name}.`} />
      {permissions.mayCall(stats.endpoint) ? <DashboardGroup group={stats} role={user.role} /> : null}
      {permissions.mayCall(briefs.endpoint) ? <DashboardGroup group={briefs} role={user.role} /> : null}
      {permissions.mayCall(plans.endpoint) ? <DashboardGroup group={plans} role={user.role} /> : null}
    </Stack>
  );
}
