import {
  assignTracker,
  errorMessage,
  fetchTrackerStatuses,
  updateExecutionStatus,
  updateTrackerStatus,
  uploadSiteImages,
} from '@ooh/api';
import { href } from '@ooh/api/routes';
import { campaignMachine } from '@ooh/machines/campaign';
import { Button } from '@ooh/ui/button';
import { Checkbox } from '@ooh/ui/checkbox';
import { DescriptionList } from '@ooh/ui/description-list';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { formatDateRange } from '../../briefs/format.ts';
import { Callout } from '../../kit/callout/Callout.tsx';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { formatCount } from '../../kit/text/format-count.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import { countOf, type FieldSite, formatShare } from '../field-format.ts';
import {
  CAMPAIGN_SITES,
  SITE_FILTERS,
  type SiteExecutionFilter,
  useCampaignSites,
} from '../hooks/use-campaign-sites.ts';
import { AssignTrackerDialog, type AssignTrackerTarget } from './AssignTrackerDialog.tsx';
import { CampaignSiteCard, type SiteAbilities } from './CampaignSiteCard.tsx';
import { UploadPhotosDialog, type UploadPhotosTarget } from './UploadPhotosDialog.tsx';

export type AnalystCampaignProps = {
  /** The brief whose campaign this is (the route's `brief_id`); null when the route's id cannot name one. */
  briefId: number | null;
};

function filterLabel(value: SiteExecutionFilter): string {
  return SITE_FILTERS.find((filter) => filter.value === value)?.label ?? value;
}

const BACK = { href: href('/operation-analyst'), label: 'Back to the campaigns' };

/**
 * /operation-analyst/{brief_id}: one running campaign's sites for field work. An analyst or admin assigns a
 * tracker to the chosen sites, sets what the tracker reports, proposes the next execution status and uploads the
 * proof photos; a KAM follows along read-only (the contract's roles), and a completed campaign is read-only for
 * everyone (the campaign machine).
 */
export function AnalystCampaign({ briefId }: AnalystCampaignProps) {
  if (briefId === null)
    return (
      <RecordLoadState
        load={{ status: 'notFound' }}
        title="Campaign"
        noun="campaign"
        notFoundDescription="This link names no campaign."
        back={BACK}
        fallbackMessage={CAMPAIGN_SITES.fallback}
      />
    );
  return <AnalystCampaignOf briefId={briefId} />;
}

function AnalystCampaignOf({ briefId }: { briefId: number }) {
  const permissions = usePermissions();
  const { list, campaign, notFound } = useCampaignSites(briefId);
  useDocumentTitle(campaign ? [campaign.brief_number, campaign.name, 'Field work'] : null);
  const statuses = useApiRequest(fetchTrackerStatuses);
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [assignFor, setAssignFor] = useState<AssignTrackerTarget | null>(null);
  const [uploadFor, setUploadFor] = useState<UploadPhotosTarget | null>(null);
  // Sites the server answered for since this page was loaded, shown at once; a newer page replaces them.
  const [patched, setPatched] = useState<{ base: unknown; sites: ReadonlyMap<number, FieldSite> }>({
    base: null,
    sites: new Map(),
  });

  if (!campaign) {
    if (notFound)
      return (
        <RecordLoadState
          load={{ status: 'notFound' }}
          title="Campaign"
          noun="campaign"
          notFoundDescription="This brief has no campaign: one starts when its pay order is accepted."
          back={BACK}
          fallbackMessage={CAMPAIGN_SITES.fallback}
        />
      );
    return (
      <RecordLoadState
        load={
          list.status === 'failed'
            ? { status: 'failed', error: list.error, retry: list.retry }
            : { status: 'loading' }
        }
        title="Campaign"
        noun="campaign"
        notFoundDescription=""
        back={BACK}
        fallbackMessage={CAMPAIGN_SITES.fallback}
      />
    );
  }

  const status = campaign.status;
  const allowed = (
    endpoint: Parameters<typeof permissions.mayCall>[0],
    event: Parameters<typeof permissions.mayDo<typeof campaignMachine>>[3],
  ) => permissions.mayDo(endpoint, campaignMachine, status, event);
  const may: SiteAbilities = {
    assign: allowed(assignTracker, { type: 'campaign.assignTracker' }),
    updateTrackerStatus: allowed(updateTrackerStatus, { type: 'campaign.updateTrackerStatus' }),
    propose: allowed(updateExecutionStatus, { type: 'campaign.updateExecutionStatus' }),
    upload: allowed(uploadSiteImages, { type: 'campaign.uploadImages' }),
    openSite: permissions.mayOpen('/view-sites/{site_id}'),
  };
  const readOnlyByRole = !permissions.mayCall(assignTracker) && !permissions.mayCall(updateTrackerStatus);
  const completed = status === 'completed';

  const rows = list.items.map((site) =>
    patched.base === list.items ? (patched.sites.get(site.site_id) ?? site) : site,
  );
  const pageKeys = rows.map((site) => site.site_id);
  const selectedOnPage = pageKeys.filter((id) => selected.has(id)).length;

  const handleChanged = (site: FieldSite, message: string) => {
    setPatched((current) => {
      const sites = new Map(current.base === list.items ? current.sites : []);
      sites.set(site.site_id, site);
      return { base: list.items, sites };
    });
    notify.success({ title: message, description: `${site.site_code} · ${site.site_name}` });
    // The campaign's counts above the sites (proposals awaiting approval, verified) move with it: the page is
    // loaded again, keeping its rows (and the patched card) while it loads.
    list.refresh();
  };
  const handleSelect = (site: FieldSite, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(site.site_id, site.site_code);
      else next.delete(site.site_id);
      return next;
    });
  const handleSelectPage = (checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const site of rows) {
        if (checked) next.set(site.site_id, site.site_code);
        else next.delete(site.site_id);
      }
      return next;
    });
  const handleAssigned = (message: string, trackerName: string) => {
    notify.success({
      title: message,
      description: `${trackerName} · ${countOf(assignFor?.sites.length ?? 0, 'site')}`,
    });
    setAssignFor(null);
    setSelected(new Map());
    list.refresh();
  };
  const handleUploaded = () => {
    // The site's photo counts move; the dialog stays open on its result until closed.
    list.refresh();
  };
  const handleFilter = (value: string | null) =>
    list.changeFilters({ execution: (value ?? 'all') as SiteExecutionFilter });

  const detailsHref = href('/campaign-details/{brief_id}', { brief_id: campaign.brief_id });

  return (
    <>
      <Stack space="xl">
        <PageHeader
          title={campaign.name}
          description={`${campaign.client_name} · ${formatDateRange(campaign.start_date, campaign.end_date)}`}
          actions={
            permissions.mayOpen(detailsHref) ? (
              <Link href={detailsHref} variant="standalone">
                Campaign details
              </Link>
            ) : null
          }
        />
        {completed ? (
          <Callout tone="info" role="status">
            This campaign is completed: its sites, photos and statuses are kept as they were and can no longer
            be changed.
          </Callout>
        ) : readOnlyByRole ? (
          <Callout tone="info" role="status">
            You can follow the field work here; operation analysts and admins assign trackers, propose
            statuses and upload photos.
          </Callout>
        ) : null}
        <DescriptionList
          columns={[2, 4]}
          items={[
            { term: 'Sites', description: formatCount(campaign.sites_count) },
            { term: 'Without a tracker', description: formatCount(campaign.unassigned_sites) },
            {
              term: 'Proposals awaiting approval',
              description: formatCount(campaign.pending_proposals),
            },
            { term: 'Photos to review', description: formatCount(campaign.pending_images) },
            { term: 'Verified', description: formatShare(campaign.verified_share) },
          ]}
        />
        {statuses.status === 'failed' ? (
          <ErrorState
            headingLevel={3}
            title="Tracker statuses could not be loaded"
            message={errorMessage(statuses.error, fetchTrackerStatuses)}
            onRetry={statuses.retry}
          />
        ) : null}
        <PagedListPanel
          list={list}
          text={CAMPAIGN_SITES}
          searchHint="Site code, name or location"
          filters={
            <Select
              label="Show"
              items={SITE_FILTERS}
              value={list.filters.execution}
              onValueChange={handleFilter}
            />
          }
        >
          {({ items, loading, empty }) =>
            items.length === 0 && !loading ? (
              list.filters.execution !== 'all' && list.search.trim() === '' ? (
                <EmptyState
                  headingLevel={3}
                  title="No site to show"
                  description={`No site of this campaign is in “${filterLabel(list.filters.execution)}”.`}
                />
              ) : (
                empty
              )
            ) : (
              <Stack space="md">
                {may.assign ? (
                  <Inline space="md" alignY="center">
                    <Checkbox
                      label="Select all sites on this page"
                      checked={
                        selectedOnPage === rows.length && rows.length > 0
                          ? true
                          : selectedOnPage > 0
                            ? 'indeterminate'
                            : false
                      }
                      onCheckedChange={handleSelectPage}
                      disabled={loading || rows.length === 0}
                    />
                    <Text size="sm" tone="secondary" as="span">
                      <span aria-live="polite">{`${countOf(selected.size, 'site')} selected`}</span>
                    </Text>
                    <Button
                      size="sm"
                      disabled={selected.size === 0}
                      onClick={() =>
                        setAssignFor({
                          planId: campaign.plan_id,
                          sites: [...selected].map(([site_id, site_code]) => ({ site_id, site_code })),
                        })
                      }
                    >
                      Assign tracker
                    </Button>
                  </Inline>
                ) : null}
                {loading && rows.length === 0 ? null : (
                  <Stack as="ul" space="md" aria-label={CAMPAIGN_SITES.name}>
                    {rows.map((site) => (
                      <CampaignSiteCard
                        key={site.site_id}
                        site={site}
                        planId={campaign.plan_id}
                        trackerStatuses={statuses.data?.data ?? []}
                        may={may}
                        selected={selected.has(site.site_id)}
                        onSelectedChange={(checked) => handleSelect(site, checked)}
                        onChanged={handleChanged}
                        onUpload={(chosen) => setUploadFor({ planId: campaign.plan_id, site: chosen })}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
            )
          }
        </PagedListPanel>
      </Stack>
      <AssignTrackerDialog
        target={assignFor}
        onClose={() => setAssignFor(null)}
        onAssigned={handleAssigned}
      />
      <UploadPhotosDialog target={uploadFor} onClose={() => setUploadFor(null)} onUploaded={handleUploaded} />
    </>
  );
}
