import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { DashboardGroup } from '../modules/dashboard/components/DashboardGroup.tsx';
import { dashboardGroups, mayCall } from '../modules/dashboard/dashboard-cards.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

/** Headline figures and the brief and plan counts, each card linking to its list. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const { stats, briefs, plans } = dashboardGroups;
  return (
    <Stack space="xl">
      <PageHeader title="Dashboard" description={`Welcome, ${user.name}.`} />
      {mayCall(stats.endpoint, user.role) ? <DashboardGroup group={stats} role={user.role} /> : null}
      {mayCall(briefs.endpoint, user.role) ? <DashboardGroup group={briefs} role={user.role} /> : null}
      {mayCall(plans.endpoint, user.role) ? <DashboardGroup group={plans} role={user.role} /> : null}
    </Stack>
  );
}
