import { fetchDashboardQueue, fetchDashboardTrends } from '@ooh/api';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { DashboardCharts } from '../modules/dashboard/components/DashboardCharts.tsx';
import { DashboardGroup } from '../modules/dashboard/components/DashboardGroup.tsx';
import { DashboardQueue } from '../modules/dashboard/components/DashboardQueue.tsx';
import { dashboardGroups } from '../modules/dashboard/dashboard-cards.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { useApiRequest } from '../modules/request/use-api-request.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

/**
 * The viewer's work first (docs/domain.md "The dashboard (issue 15)"): what waits for its role, each record a link;
 * then the trends as small charts (briefs per week by status, value of accepted plans per month), then the figures,
 * each card linking to its list.
 *
 * The queue's height is its data's (each kind waiting, with its newest records), so the sections under it stay out
 * of the layout until it has loaded or failed: their calls start at once, but they show only once the queue has its
 * size, and nothing on the page moves when it arrives (on a phone the queue had pushed the trends and figures down
 * by a screen: Lighthouse's CLS 0.18).
 */
export function DashboardPage() {
  const { user } = useSession();
  const permissions = usePermissions();
  const withQueue = permissions.mayCall(fetchDashboardQueue);
  const queue = useApiRequest(fetchDashboardQueue, { enabled: withQueue });
  if (!user) return null;
  const { stats, briefs, plans } = dashboardGroups;
  const queueSized = !withQueue || queue.status === 'succeeded' || queue.status === 'failed';
  return (
    <Stack space="xl">
      <PageHeader title="Dashboard" description={`Welcome, ${user.name}.`} />
      {withQueue ? <DashboardQueue request={queue} /> : null}
      <div hidden={!queueSized}>
        <Stack space="xl">
          {permissions.mayCall(fetchDashboardTrends) ? <DashboardCharts /> : null}
          {permissions.mayCall(stats.endpoint) ? <DashboardGroup group={stats} role={user.role} /> : null}
          {permissions.mayCall(briefs.endpoint) ? <DashboardGroup group={briefs} role={user.role} /> : null}
          {permissions.mayCall(plans.endpoint) ? <DashboardGroup group={plans} role={user.role} /> : null}
        </Stack>
      </div>
    </Stack>
  );
}
