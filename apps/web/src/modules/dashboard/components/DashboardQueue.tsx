import { fetchDashboardQueue } from '@ooh/api';
import { memo } from 'react';
import { RequestSection } from '../../kit/section/RequestSection.tsx';
import { WaitingWork } from '../../kit/work-queue/WaitingWork.tsx';
import type { ApiRequest } from '../../request/use-api-request.ts';

/**
 * The dashboard's lead: what waits for the viewer's role (`fetch-dashboard-queue`, docs/domain.md "Counts", "The
 * dashboard (issue 15)"), each kind with its count linking to all of them and the first few records, each a link to
 * the record on a screen the role may open. The page owns the request: it keeps what follows out of the layout
 * until the queue has its size. A memo component: the page's urgent render of an answer stops here with the request
 * unchanged, and the queue is drawn in the deferred one (`useLoadMachine`).
 */
export const DashboardQueue = memo(function DashboardQueue({
  request,
}: {
  request: ApiRequest<typeof fetchDashboardQueue>;
}) {
  return (
    <RequestSection title="Waiting for you" endpoint={fetchDashboardQueue} request={request}>
      {(data) => <WaitingWork items={data?.items} />}
    </RequestSection>
  );
});
