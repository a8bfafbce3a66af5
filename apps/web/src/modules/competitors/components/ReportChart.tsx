import type { CompetitorReport } from '@ooh/api';
import { BarChart } from '@ooh/ui/chart';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatShare, shareBars } from '../report-types.ts';
import * as styles from './competitors.css.ts';

/**
 * The report's chart (its own lazy chunk, with the chart library: only the report view loads it). Share reports
 * are bars of share by group; head to head is paired bars, the competitor's sites beside ours in each city and
 * medium. The figures' table is beside it on the page.
 */
export default function ReportChart({ report }: { report: CompetitorReport }) {
  if (report.report_type === 'head-to-head') return <PairedBars report={report} />;
  if (report.report_type === 'site-list') return null;
  const groupHeader = { 'city-wise': 'City', 'medium-wise': 'Medium', 'region-wise': 'Region' }[
    report.report_type
  ];
  return (
    <BarChart
      title={`Share of sites by ${groupHeader.toLowerCase()}`}
      data={shareBars(report)}
      formatValue={(value) => (value === null ? '—' : formatShare(value))}
      labelHeader={groupHeader}
      valueHeader="Share"
    />
  );
}

function PairedBars({ report }: { report: Extract<CompetitorReport, { report_type: 'head-to-head' }> }) {
  const max = Math.max(1, ...report.rows.flatMap((row) => [row.competitor_sites, row.our_sites]));
  const width = (count: number) => `${(count / max) * 100}%`;
  return (
    <figure style={{ margin: 0 }} aria-label={`${report.competitor.name} and us, by city and medium`}>
      <Stack space="md">
        <Text weight="semibold" size="sm">
          <span aria-hidden="true">
            <span className={`${styles.swatch} ${styles.theirBar}`} />
            {report.competitor.name} <span className={`${styles.swatch} ${styles.ourBar}`} />
            Our running campaigns
          </span>
        </Text>
        <div aria-hidden="true">
          <Stack space="md">
            {report.rows.map((row) => (
              <Stack key={`${row.city_id}:${row.medium_id}`} space="xs">
                <Text size="sm">
                  {row.city_name} · {row.medium_name}: {row.competitor_sites} theirs, {row.our_sites} ours (
                  {formatShare(row.competitor_share)} theirs)
                </Text>
                <div className={styles.pairTrack}>
                  <div className={styles.theirBar} style={{ width: width(row.competitor_sites) }} />
                </div>
                <div className={styles.pairTrack}>
                  <div className={styles.ourBar} style={{ width: width(row.our_sites) }} />
                </div>
              </Stack>
            ))}
          </Stack>
        </div>
      </Stack>
    </figure>
  );
}
