import { type CompetitorReport, type CompetitorSite, downloadCompetitorSitePhoto } from '@ooh/api';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { EmptyState } from '@ooh/ui/empty-state';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDate } from '../../briefs/format.ts';
import { useImageUrls } from '../../kit/media/use-image-urls.ts';
import { formatShare } from '../report-types.ts';
import { sightingName } from '../sightings-editor.ts';
import * as styles from './competitors.css.ts';

type ShareReport = Extract<CompetitorReport, { report_type: 'city-wise' | 'medium-wise' | 'region-wise' }>;
type Group = ShareReport['groups'][number];
type HeadToHead = Extract<CompetitorReport, { report_type: 'head-to-head' }>;
type Row = HeadToHead['rows'][number] | { total: true };

const HEADERS = { 'city-wise': 'City', 'medium-wise': 'Medium', 'region-wise': 'Region' } as const;

/** The report's figures as a table (with its totals), or for the site list, cards with photos. */
export function ReportFigures({ report }: { report: CompetitorReport }) {
  switch (report.report_type) {
    case 'site-list':
      return <SiteCards sites={report.sites} />;
    case 'head-to-head':
      return <HeadToHeadTable report={report} />;
    default:
      return <ShareTable report={report} />;
  }
}

function ShareTable({ report }: { report: ShareReport }) {
  const total: Group = {
    id: 0,
    name: 'Total',
    sites: report.total_sites,
    faces: report.total_faces,
    share: 100,
  };
  const columns: DataTableColumn<Group>[] = [
    {
      id: 'name',
      header: HEADERS[report.report_type],
      cell: (group) => (group === total ? <strong>Total</strong> : group.name),
    },
    { id: 'sites', header: 'Sites', align: 'end', cell: (group) => group.sites },
    { id: 'faces', header: 'Faces', align: 'end', cell: (group) => group.faces },
    { id: 'share', header: 'Share', align: 'end', cell: (group) => formatShare(group.share) },
  ];
  return (
    <DataTable
      label={`${report.label} figures`}
      columns={columns}
      rows={[...report.groups, total]}
      rowKey={(group) => (group === total ? 'total' : String(group.id))}
      rowLabel={(group) => group.name}
    />
  );
}

function HeadToHeadTable({ report }: { report: HeadToHead }) {
  const total: Row = { total: true };
  const columns: DataTableColumn<Row>[] = [
    { id: 'city', header: 'City', cell: (row) => ('total' in row ? <strong>Total</strong> : row.city_name) },
    { id: 'medium', header: 'Medium', cell: (row) => ('total' in row ? '' : row.medium_name) },
    {
      id: 'theirs',
      header: `${report.competitor.name} sites`,
      align: 'end',
      cell: (row) => ('total' in row ? report.totals.competitor_sites : row.competitor_sites),
    },
    {
      id: 'ours',
      header: 'Our sites',
      align: 'end',
      cell: (row) => ('total' in row ? report.totals.our_sites : row.our_sites),
    },
    {
      id: 'share',
      header: 'Their share',
      align: 'end',
      cell: (row) => formatShare('total' in row ? report.totals.competitor_share : row.competitor_share),
    },
  ];
  return (
    <DataTable
      label={`${report.label} figures`}
      columns={columns}
      rows={[...report.rows, total]}
      rowKey={(row) => ('total' in row ? 'total' : `${row.city_id}:${row.medium_id}`)}
      rowLabel={(row) => ('total' in row ? 'Total' : `${row.city_name} ${row.medium_name}`)}
    />
  );
}

function SiteCards({ sites }: { sites: readonly CompetitorSite[] }) {
  const photos = useImageUrls(
    downloadCompetitorSitePhoto,
    sites.flatMap((site) => (site.photo_url ? [site.id] : [])),
  );
  if (sites.length === 0)
    return (
      <EmptyState title="No sites in this report" description="Generate it again after recording sites." />
    );
  return (
    <ul className={styles.cardGrid} aria-label="Sites in the report">
      {sites.map((site) => {
        const url = photos.get(site.id);
        const name = sightingName(site);
        return (
          <li key={site.id} aria-label={name}>
            <Stack space="xs">
              {url ? (
                <img className={styles.cardPhoto} src={url} alt={`Sighting ${name}`} />
              ) : (
                <Text size="sm" tone="secondary">
                  {site.photo_url ? 'Loading photo…' : 'No photo'}
                </Text>
              )}
              <Text weight="semibold">
                {site.site_code ? `${site.site_code} · ${site.site_name ?? ''}` : name}
              </Text>
              <Text size="sm" tone="secondary">
                {site.location_name}, {site.city_name} · {site.medium_name}
                {site.seen_on ? ` · seen ${formatDate(site.seen_on)}` : ''}
              </Text>
              {site.notes ? <Text size="sm">{site.notes}</Text> : null}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
