import { fetchWorkQueue } from '@ooh/api';
import { RequestSection } from '../../kit/section/RequestSection.tsx';
import { WaitingWork } from '../../kit/work-queue/WaitingWork.tsx';
import { useApiRequest } from '../../request/use-api-request.ts';

/**
 * What waits for the signed-in role on the campaigns (`fetch-work-queue`, docs/domain.md "Work queue"): a card per
 * kind of work with its count, a link to where it is done, and the campaigns with the most of it, each a link too.
 */
export function WorkQueuePanel({ title = 'Waiting for you' }: { title?: string }) {
  const request = useApiRequest(fetchWorkQueue);
  return (
    <RequestSection title={title} endpoint={fetchWorkQueue} request={request}>
      {(data) => (
        <WaitingWork
          items={data?.items.map((item) => ({
            ...item,
            records: item.top.map((campaign) => ({
              label: campaign.name,
              href: campaign.href,
              count: campaign.count,
            })),
          }))}
        />
      )}
    </RequestSection>
  );
}
