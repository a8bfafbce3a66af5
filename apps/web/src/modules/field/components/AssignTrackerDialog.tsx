import { assignTracker, errorMessage, fetchTrackers } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { RadioGroup } from '@ooh/ui/radio-group';
import { SearchInput } from '@ooh/ui/search-input';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { useApiRequest } from '../../request/use-api-request.ts';
import { useRequest } from '../../visual-representation/hooks/use-request.ts';
import { countOf } from '../field-format.ts';

export type AssignTrackerTarget = {
  planId: number;
  /** The chosen sites, with their codes for the dialog's words. */
  sites: { site_id: number; site_code: string }[];
};

export type AssignTrackerDialogProps = {
  /** The sites to assign; the dialog is open while there are some. */
  target: AssignTrackerTarget | null;
  onClose: () => void;
  /** The server's message and the tracker's name, once assigned. */
  onAssigned: (message: string, trackerName: string) => void;
};

/**
 * Assigns one tracker to the chosen sites of a campaign (`assign-tracker`): the tracker is chosen among the
 * active ones (`fetch-trackers`), searched by name or phone; a refusal (a completed campaign, an inactive tracker) stays in the
 * dialog, where assigning again retries.
 */
export function AssignTrackerDialog({ target, onClose, onAssigned }: AssignTrackerDialogProps) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="sm">
        {target ? <AssignTrackerForm target={target} onClose={onClose} onAssigned={onAssigned} /> : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What a tracker looks like in the list: name, phone and region, so two people of one name are told apart. */
function trackerLabel(tracker: { name: string; phone: string | null; region_name: string | null }): string {
  return [tracker.name, tracker.phone, tracker.region_name].filter(Boolean).join(' · ');
}

/** How many trackers the list shows at once; the search narrows it. */
const SHOWN = 30;

type Chosen = { id: number; name: string };

function AssignTrackerForm({
  target,
  onClose,
  onAssigned,
}: {
  target: AssignTrackerTarget;
  onClose: () => void;
  onAssigned: (message: string, trackerName: string) => void;
}) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [missing, setMissing] = useState(false);
  // The list is inline (radios), not a popup: a popup portalled out of a modal dialog is hidden from assistive
  // technology with the rest of the page.
  const trackers = useApiRequest(fetchTrackers, { initial: { query: {} } });
  const request = useRequest(async (choice: Chosen, signal) => {
    const answer = await client.call(assignTracker, {
      body: {
        site_ids: target.sites.map((site) => site.site_id),
        tracker_id: choice.id,
        plan_id: target.planId,
      },
      signal,
    });
    onAssigned(answer.message, choice.name);
    return answer;
  });
  const busy = request.status === 'loading';

  const handleSearch = (value: string) => {
    setSearch(value);
    const text = value.trim();
    trackers.start({ query: text ? { search: text } : {} });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setMissing(true);
      return;
    }
    request.start(chosen);
  };

  const codes = target.sites.map((site) => site.site_code);
  const named =
    codes.length <= 5 ? codes.join(', ') : `${codes.slice(0, 5).join(', ')} and ${codes.length - 5} more`;
  const found = trackers.data?.data ?? [];
  const shown = found.slice(0, SHOWN);
  const items = shown.map((tracker) => ({ value: String(tracker.id), label: trackerLabel(tracker) }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack space="md">
        <Dialog.Title>Assign a tracker</Dialog.Title>
        <Dialog.Description>
          {`To ${countOf(target.sites.length, 'site')}: ${named}. The tracker visits and photographs them; a site with a tracker already gets the new one.`}
        </Dialog.Description>
        <SearchInput
          label="Search trackers"
          placeholder="Name or phone"
          value={search}
          onValueChange={handleSearch}
        />
        {/* The list below stays until the search answers: say it is being searched meanwhile. */}
        {trackers.status === 'loading' && trackers.data !== undefined ? (
          <LoadingIndicator label="Searching trackers" size="sm" />
        ) : null}
        {trackers.status === 'failed' ? (
          <ErrorState
            headingLevel={3}
            title="Trackers could not be loaded"
            message={errorMessage(trackers.error, fetchTrackers)}
            onRetry={trackers.retry}
          />
        ) : trackers.data === undefined ? (
          <LoadingIndicator label="Loading trackers" size="sm" />
        ) : items.length === 0 ? (
          <Text tone="secondary">
            {search.trim() ? `No active tracker matches “${search.trim()}”.` : 'No active tracker.'}
          </Text>
        ) : (
          <RadioGroup
            label="Tracker"
            name="tracker"
            required
            items={items}
            value={chosen ? String(chosen.id) : null}
            onValueChange={(value) => {
              const tracker = found.find((item) => String(item.id) === value);
              if (tracker) setChosen({ id: tracker.id, name: tracker.name });
              setMissing(false);
            }}
            disabled={busy}
            error={missing ? 'Choose a tracker.' : undefined}
            {...(found.length > SHOWN
              ? { hint: `The first ${SHOWN} of ${found.length}: search to narrow the list.` }
              : {})}
          />
        )}
        {missing && items.length === 0 ? (
          <Box role="alert">
            <Text size="sm" tone="critical">
              Choose a tracker.
            </Text>
          </Box>
        ) : null}
        {chosen && !shown.some((tracker) => tracker.id === chosen.id) ? (
          <Text size="sm">{`Chosen: ${chosen.name}`}</Text>
        ) : null}
        {request.status === 'failed' ? (
          <Box role="alert">
            <Text size="sm" tone="critical">
              {errorMessage(request.error, assignTracker)}
            </Text>
          </Box>
        ) : null}
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Assign tracker
          </Button>
        </Dialog.Footer>
      </Stack>
    </form>
  );
}
