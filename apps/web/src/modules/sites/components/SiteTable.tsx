import type { SiteListItem } from '@ooh/api';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import type { ReactNode } from 'react';
import { formatDate } from '../../briefs/format.ts';
import { NAME_MIN_WIDTH, SITE_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { formatPkr, mediumDetail, type SiteTab, siteHref, sizeText } from '../site-list.ts';

export type SiteTableProps = {
  tab: SiteTab;
  label: string;
  sites: SiteListItem[];
  loading: boolean;
  empty: ReactNode;
  onOpen: (site: SiteListItem) => void;
};

function columnsFor(tab: SiteTab): DataTableColumn<SiteListItem>[] {
  return [
    {
      id: 'site',
      header: 'Site',
      hideable: false,
      // A code and a name, not a tower of words at 390 px: the table scrolls sideways in its frame instead.
      minWidth: SITE_MIN_WIDTH,
      cell: (site) => (
        <Stack space="xs">
          <Link href={siteHref(site)}>{site.site_code}</Link>
          <Text size="sm" tone="secondary">
            {site.site_name}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'place',
      header: 'Place',
      minWidth: NAME_MIN_WIDTH,
      cell: (site) => (
        <Stack space="xs">
          <Text>{site.location_name}</Text>
          <Text size="sm" tone="secondary">
            {`${site.city_name}, ${site.region_name}`}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'medium',
      header: 'Medium',
      cell: (site) => (
        <Stack space="xs">
          <Text>{site.medium_name}</Text>
          <Text size="sm" tone="secondary">
            {mediumDetail(site)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'size',
      header: 'Size',
      cell: (site) => `${sizeText(site)}${site.faces > 1 ? ` · ${site.faces} faces` : ''}`,
    },
    {
      id: 'audience',
      header: 'SEC · LSM',
      cell: (site) => [site.sec_name, site.lsm_name].filter(Boolean).join(' · ') || '—',
    },
    tab === 'approved'
      ? {
          id: 'rate',
          header: 'Monthly rate',
          align: 'end',
          cell: (site) => formatPkr(site.monthly_rate),
        }
      : {
          id: 'requested',
          header: 'Requested',
          cell: (site) => (
            <Stack space="xs">
              <Text>{site.requested_by_name ?? '—'}</Text>
              <Text size="sm" tone="secondary">
                {formatDate(site.created_at.slice(0, 10))}
              </Text>
            </Stack>
          ),
        },
    {
      id: 'position',
      header: 'On the map',
      cell: (site) =>
        site.latitude !== null && site.longitude !== null ? (
          <StatusBadge tone="positive" label="Located" />
        ) : (
          <StatusBadge tone="neutral" label="No position" />
        ),
    },
  ];
}

/** One page of a site list; a row (click, Enter or Space) or its code opens the site. */
export function SiteTable({ tab, label, sites, loading, empty, onOpen }: SiteTableProps) {
  return (
    <DataTable
      label={label}
      columns={columnsFor(tab)}
      rows={sites}
      rowKey={(site) => String(site.id)}
      rowLabel={(site) => `${site.site_code} ${site.site_name}`}
      loading={loading}
      skeletonRows={5}
      empty={empty}
      onRowClick={onOpen}
    />
  );
}
