import { errorMessage, updateTrackerStatus } from '@ooh/api';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { useRequest } from '../../visual-representation/hooks/use-request.ts';
import type { FieldSite } from '../field-format.ts';

export type TrackerStatusControlProps = {
  site: FieldSite;
  planId: number;
  /** The tracker statuses in order (`fetch-tracker-status`). */
  statuses: readonly { id: number; name: string }[];
  /** The viewer may change it (their role, and the campaign still active). */
  editable: boolean;
  /** The site as the server has it after the change. */
  onChanged: (site: FieldSite, message: string) => void;
};

/**
 * What the site's tracker reports (assigned, visited, photographed, issue reported): a select saved as soon as it
 * changes (`update-tracker-status`). Without a tracker there is nothing to report, and the select says so; a
 * refusal is shown under it.
 */
export function TrackerStatusControl({
  site,
  planId,
  statuses,
  editable,
  onChanged,
}: TrackerStatusControlProps) {
  const client = useApiClient();
  const request = useRequest(async (statusId: number, signal) => {
    const answer = await client.call(updateTrackerStatus, {
      query: { tracker_status_id: statusId, site_id: site.site_id, plan_id: planId },
      signal,
    });
    onChanged(answer.site, answer.message);
    return answer;
  });
  const label = `Tracker status of ${site.site_code}`;

  if (!editable)
    return (
      <Stack space="xxs">
        <Text size="sm" tone="secondary">
          Tracker status
        </Text>
        <Text>{site.tracker_status?.name ?? 'None yet'}</Text>
      </Stack>
    );

  return (
    <Select
      label={label}
      items={statuses.map((status) => ({ value: String(status.id), label: status.name }))}
      value={site.tracker_status ? String(site.tracker_status.id) : null}
      placeholder="Choose a status"
      onValueChange={(value) => {
        if (value !== null && Number(value) !== site.tracker_status?.id) request.start(Number(value));
      }}
      disabled={!site.tracker || request.status === 'loading'}
      hint={site.tracker ? undefined : 'Assign a tracker first.'}
      error={request.status === 'failed' ? errorMessage(request.error, updateTrackerStatus) : undefined}
    />
  );
}
