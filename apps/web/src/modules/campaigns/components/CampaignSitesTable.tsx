import type { CampaignSiteItem } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../briefs/format.ts';
import { SITE_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';

export type CampaignSitesTableProps = {
  sites: CampaignSiteItem[];
  loading: boolean;
  empty: ReactNode;
  /** The actions of a site (approve or reject its proposal, waive), when the viewer may take any. */
  actions?: ((site: CampaignSiteItem) => ReactNode) | undefined;
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The approved status, the proposal waiting for an admin, or the waiver, each in words. */
function ExecutionCell({ site }: { site: CampaignSiteItem }) {
  return (
    <Stack space="xs">
      <Inline space="xs" alignY="center">
        {site.execution_status ? (
          <StatusBadge tone="neutral" label={site.execution_status.name} />
        ) : (
          <Text size="sm" tone="secondary">
            No approved status
          </Text>
        )}
        {site.proposed_execution_status ? (
          <StatusBadge tone="caution" label={`Proposed: ${site.proposed_execution_status.name}`} />
        ) : null}
        {site.waived_reason !== null ? <StatusBadge tone="info" label="Waived" /> : null}
      </Inline>
      {site.proposed_execution_status ? (
        <Text size="sm" tone="secondary">
          {`by ${site.proposed_by_name ?? 'an analyst'}${site.proposed_at ? `, ${formatDateTime(site.proposed_at)}` : ''}`}
        </Text>
      ) : null}
      {site.waived_reason !== null ? (
        <Text size="sm" tone="secondary">{`Waived: ${site.waived_reason}`}</Text>
      ) : null}
    </Stack>
  );
}

/** Photo counts by status, and the flagged ones as a badge with words. */
function PhotosCell({ site }: { site: CampaignSiteItem }) {
  const { pending, approved, rejected, flagged } = site.images;
  const total = pending + approved + rejected;
  return (
    <Stack space="xs">
      <Text size="sm">
        {total === 0
          ? 'No photos yet'
          : [
              approved > 0 ? `${approved} approved` : null,
              pending > 0 ? `${pending} to review` : null,
              rejected > 0 ? `${rejected} rejected` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
      </Text>
      {flagged > 0 ? (
        <StatusBadge tone="critical" label={plural(flagged, 'flagged photo', 'flagged photos')} />
      ) : null}
    </Stack>
  );
}

/** A campaign's sites with their field state; each site's code opens the site's own screen. */
export function CampaignSitesTable({ sites, loading, empty, actions }: CampaignSitesTableProps) {
  const { mayOpen } = usePermissions();
  const columns: DataTableColumn<CampaignSiteItem>[] = [
    {
      id: 'site',
      header: 'Site',
      minWidth: SITE_MIN_WIDTH,
      hideable: false,
      cell: (site) => {
        const link = href('/view-sites/{site_id}', { site_id: site.site_id });
        return (
          <Stack space="xs">
            {mayOpen(link) ? (
              <Link href={link}>{site.site_code}</Link>
            ) : (
              <Text weight="medium">{site.site_code}</Text>
            )}
            <Text size="sm" tone="secondary">
              {`${site.site_name} · ${site.location_name}, ${site.city_name}`}
            </Text>
          </Stack>
        );
      },
    },
    { id: 'medium', header: 'Medium', cell: (site) => site.medium_name },
    {
      id: 'tracker',
      header: 'Tracker',
      cell: (site) =>
        site.tracker ? (
          <Stack space="xs">
            <Text size="sm">{site.tracker.name}</Text>
            {site.tracker.phone ? (
              <Text size="sm" tone="secondary">
                {site.tracker.phone}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <StatusBadge tone="caution" label="No tracker" />
        ),
    },
    {
      id: 'tracker-status',
      header: 'Tracker status',
      cell: (site) => site.tracker_status?.name ?? '—',
    },
    { id: 'execution', header: 'Execution', cell: (site) => <ExecutionCell site={site} /> },
    { id: 'photos', header: 'Photos', cell: (site) => <PhotosCell site={site} /> },
    {
      id: 'verified',
      header: 'Verified',
      cell: (site) =>
        site.verified ? (
          <StatusBadge tone="positive" label="Verified" />
        ) : (
          <StatusBadge tone="neutral" label="Not verified" />
        ),
    },
    ...(actions ? [{ id: 'actions', header: 'Actions', hideable: false, cell: actions }] : []),
  ];
  return (
    <DataTable
      label="Campaign sites"
      columns={columns}
      rows={sites}
      rowKey={(site) => String(site.campaign_site_id)}
      rowLabel={(site) => site.site_code}
      // A page loading again keeps the rows it replaces (the panel says it is loading): a confirmation opened
      // from a row lives in the row, and a skeleton would close it under the reader.
      loading={loading && sites.length === 0}
      skeletonRows={5}
      empty={empty}
    />
  );
}
