import {
  approveTrackerSite,
  deleteSite,
  errorMessage,
  fetchInventorySite,
  fetchSite,
  type SiteRecord,
} from '@ooh/api';
import { href } from '@ooh/api/routes';
import { requestedSiteMachine } from '@ooh/machines/requested-site';
import { Button } from '@ooh/ui/button';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { SitePlanHistory } from '../../field/components/SitePlanHistory.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { useRecord } from '../../kit/record/use-record.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import { useRequest } from '../../visual-representation/hooks/use-request.ts';
import { useSiteLookups } from '../hooks/use-site-lookups.ts';
import { addDetailsHref, siteEditHref, siteHref } from '../site-list.ts';
import { SitePhotosCard } from './SitePhotosCard.tsx';
import { SiteRecordFacts } from './SiteRecordFacts.tsx';

export type SiteRecordViewProps = {
  /** The address's `?id=`; null when it cannot name a site. */
  siteId: number | null;
  /** Which screen: the inventory site's view, or a requested site's. */
  as: 'approved' | 'requested';
};

const LIST = href('/site-management');

/**
 * /site-management/view and /site-management/requested-site/view: one site whole, its photos, and (approved) its
 * plans and campaigns, or (requested) what the field wrote and what its approval still needs. Editors edit and
 * delete an approved site (409 while booked, in words); a requested site's details are completed and it is
 * approved here (docs/domain.md "Requested site").
 */
export function SiteRecordView({ siteId, as }: SiteRecordViewProps) {
  const { load, applyChange } = useRecord(
    fetchInventorySite,
    siteId === null ? null : { params: { id: siteId } },
  );
  const lookups = useSiteLookups({ full: true });
  useDocumentTitle(
    load.status === 'succeeded' ? [load.record.site.site_code, load.record.site.site_name] : null,
  );
  if (load.status !== 'succeeded')
    return (
      <RecordLoadState
        load={load}
        title={as === 'approved' ? 'Site' : 'Requested site'}
        noun="site"
        notFoundDescription="This site does not exist, or it was deleted."
        back={{ href: LIST, label: 'Back to the sites' }}
        fallbackMessage={fetchInventorySite.errorMessage}
      />
    );
  const { site } = load.record;
  const names = (items: readonly { id: number; name: string }[] | undefined, ids: number[]) =>
    ids.map((id) => items?.find((item) => item.id === id)?.name ?? `#${id}`);
  return (
    <Stack space="xl">
      <SiteHeader site={site} as={as} onApproved={(approved) => applyChange(() => ({ site: approved }))} />
      <SiteRecordFacts
        site={site}
        ageRanges={names(lookups.ageRanges, site.age_range_ids)}
        genders={names(lookups.genders, site.gender_ids)}
      />
      <SitePhotosCard
        site={site}
        onChange={(photos) => applyChange((record) => ({ site: { ...record.site, photos } }))}
      />
      {site.status === 'approved' ? <PlanHistory siteId={site.id} /> : null}
    </Stack>
  );
}

/** The title, the status, and what the viewer may do with the site. */
function SiteHeader({
  site,
  as,
  onApproved,
}: {
  site: SiteRecord;
  as: 'approved' | 'requested';
  onApproved: (site: SiteRecord) => void;
}) {
  const permissions = usePermissions();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState<'delete' | 'approve' | null>(null);
  const remove = useRequest(async (_: null, signal) => {
    const answer = await client.call(deleteSite, { params: { id: site.id }, signal });
    notify.success({ title: answer.message || 'Site deleted', description: site.site_code });
    navigate(LIST);
    return answer;
  });
  const approve = useRequest(async (_: null, signal) => {
    const answer = await client.call(approveTrackerSite, { params: { id: site.id }, signal });
    notify.success({ title: answer.message || 'Site approved', description: site.site_code });
    setConfirming(null);
    onApproved(answer.site);
    return answer;
  });
  const pending = site.status === 'pending';
  const mayEdit = !pending && permissions.mayOpen('/site-management/edit');
  const mayDelete = permissions.mayCall(deleteSite);
  const mayComplete = pending && permissions.mayOpen('/site-management/requested-site/view/add-details');
  const mayApprove =
    pending &&
    permissions.mayDo(approveTrackerSite, requestedSiteMachine, 'pending', { type: 'requestedSite.approve' });
  // The address names the wrong screen for the site's status (approved meanwhile): a link to the right one.
  const moved = (as === 'requested') !== pending;

  return (
    <Stack space="lg">
      <PageHeader
        title={`${site.site_code} · ${site.site_name}`}
        description={`${site.medium_name} · ${site.location_name}, ${site.city_name}`}
        actions={
          <Inline space="md" alignY="center">
            {mayEdit ? (
              <Link href={siteEditHref(site.id)} variant="standalone">
                Edit site
              </Link>
            ) : null}
            {mayComplete ? (
              <Link href={addDetailsHref(site.id)} variant="standalone">
                Complete details
              </Link>
            ) : null}
            {mayApprove ? (
              <Button
                onClick={() => setConfirming('approve')}
                disabled={site.missing_for_approval.length > 0}
              >
                Approve site
              </Button>
            ) : null}
            {mayDelete ? (
              <Button variant="secondary" onClick={() => setConfirming('delete')}>
                Delete site
              </Button>
            ) : null}
          </Inline>
        }
      />
      <Inline space="sm" alignY="center">
        <StatusBadge tone={pending ? 'caution' : 'positive'} label={pending ? 'Requested' : 'Approved'} />
        <Link href={`${LIST}${pending ? '?tab=requested' : ''}`}>Back to the sites</Link>
      </Inline>
      {moved ? (
        <Callout tone="info" role="status">
          {pending
            ? 'This site is still waiting for approval.'
            : 'This site is approved: it is in the inventory.'}{' '}
          <Link href={siteHref(site)}>Open its page</Link>
        </Callout>
      ) : null}
      {pending && site.request_note ? (
        <Callout tone="info" role="status">
          <Stack space="xs">
            <Text weight="semibold">{`Note from ${site.requested_by_name ?? 'the field'}`}</Text>
            <Text>{site.request_note}</Text>
          </Stack>
        </Callout>
      ) : null}
      {pending ? (
        site.missing_for_approval.length > 0 ? (
          <Callout tone="info" role="status">
            <Stack space="xs">
              <Text weight="semibold">Before it can be approved, complete:</Text>
              <Stack as="ul" space="xxs" aria-label="Missing for approval">
                {site.missing_for_approval.map((missing) => (
                  <Text key={missing}>{missing}</Text>
                ))}
              </Stack>
            </Stack>
          </Callout>
        ) : (
          <Callout tone="info" role="status">
            Its details are complete: it can be approved and join the inventory.
          </Callout>
        )
      ) : null}
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Delete ${site.site_code}?`}
        description="The site leaves the inventory; plans that used it keep their rows. A site booked in an accepted plan or running in a campaign cannot be deleted."
        confirmLabel="Delete site"
        tone="danger"
        busy={remove.status === 'loading'}
        error={remove.status === 'failed' ? errorMessage(remove.error, deleteSite) : undefined}
        onConfirm={() => remove.start(null)}
      />
      <ConfirmDialog
        open={confirming === 'approve'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Approve ${site.site_code}?`}
        description="It joins the inventory for good and can be booked on plans."
        confirmLabel="Approve site"
        busy={approve.status === 'loading'}
        error={approve.status === 'failed' ? errorMessage(approve.error, approveTrackerSite) : undefined}
        onConfirm={() => approve.start(null)}
      />
    </Stack>
  );
}

/** The plans and campaigns the site was part of (`fetch-site`), each linked where the viewer may go. */
function PlanHistory({ siteId }: { siteId: number }) {
  const history = useApiRequest(fetchSite, { initial: { params: { id: siteId } } });
  if (history.status === 'failed')
    return (
      <ErrorState
        headingLevel={2}
        title="The plans of this site could not be loaded"
        message={errorMessage(history.error, fetchSite)}
        onRetry={history.retry}
      />
    );
  if (!history.data) return <LoadingIndicator label="Loading the site's plans" size="sm" />;
  return <SitePlanHistory plans={history.data.plans} />;
}
