import { fetchPlanSummaryConsolidated, parseId } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { FigureCards } from '../../plans/components/FigureCards.tsx';
import { formatCpm, formatMoney, formatWhole } from '../../plans/plan-format.ts';
import { type PlanSummary as Summary, usePlanSummary } from '../hooks/use-plan-summaries.ts';
import { netByKind, netByRegion } from '../summary-charts.ts';
import { formatRatio, formatShare, kindText, lineTypeText } from '../summary-format.ts';
import { LazyBarChart as BarChart } from './LazyBarChart.tsx';
import { SummaryFrame } from './SummaryFrame.tsx';
import { SummaryLoadState } from './SummaryLoadState.tsx';
import {
  countColumn,
  cpmColumn,
  labelColumn,
  moneyColumn,
  type SummaryRow,
  SummaryTable,
  shareColumn,
} from './SummaryTable.tsx';
import * as styles from './summaries.css.ts';

export type PlanSummaryProps = { planId: string | undefined };

const TITLE = 'Plan summary';
const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

/**
 * /plan/plan-summary/{plan_id}: the plan's money at a glance (docs/domain.md, "Summaries for a plan"): the
 * consolidated figures with tax, paid against FOC, conventional against digital, and the budget by region.
 */
export function PlanSummary({ planId }: PlanSummaryProps) {
  const load = usePlanSummary(parseId(planId));
  if (load.status !== 'succeeded')
    return (
      <SummaryLoadState
        load={load}
        title={TITLE}
        fallbackMessage={fetchPlanSummaryConsolidated.errorMessage}
      />
    );
  const summary = load.record;
  const { plan } = summary.consolidated;
  return (
    <SummaryFrame title={TITLE} plan={plan} current="summary">
      {summary.consolidated.totals.sites === 0 ? (
        <EmptyState
          title="No sites in this plan"
          description="The summaries are worked out from the plan's sites once it has some."
        />
      ) : (
        <SummaryCards summary={summary} />
      )}
    </SummaryFrame>
  );
}

/** A kind's figures, or the totals line's (which has no share of itself). */
type KindFigures = Omit<
  Summary['comparison']['kinds'][number],
  'kind' | 'budget_share_percent' | 'impressions_share_percent'
> & {
  budget_share_percent: number | null;
  impressions_share_percent: number | null;
};

function SummaryCards({ summary }: { summary: Summary }) {
  const { consolidated, breakup, comparison, regions } = summary;
  const totals = consolidated.totals;
  return (
    // One stack for the cards, so they are spaced like the rest of the page.
    <Stack space="lg">
      <FigureCards
        label="Plan figures"
        figures={[
          { label: 'Sites', value: formatWhole(totals.sites) },
          { label: 'Net', value: formatMoney(totals.net) },
          { label: 'Production', value: formatMoney(totals.production) },
          { label: 'Subtotal', value: formatMoney(totals.subtotal) },
          {
            label: `Tax (${formatRatio(consolidated.tax_rate_percent)}%)`,
            value: formatMoney(consolidated.tax),
          },
          { label: 'Grand total', value: formatMoney(consolidated.grand_total) },
          { label: 'Impressions', value: formatWhole(totals.impressions) },
          { label: 'CPM (PKR)', value: formatCpm(totals.cpm) },
        ]}
      />
      <div className={styles.printBlock}>
        <Card title="Consolidated">
          <Stack space="md">
            <SummaryTable<Omit<Summary['consolidated']['lines'][number], 'kind'>>
              label="Consolidated by kind"
              rows={consolidated.lines.map((line) => ({
                key: line.kind,
                label: kindText(line.kind),
                figures: line,
              }))}
              totals={totals}
              columns={[
                labelColumn('Kind'),
                countColumn('sites', 'Sites', (f) => f.sites),
                moneyColumn('gross', 'Gross', (f) => f.gross),
                moneyColumn('discount', 'Discount', (f) => f.discount),
                moneyColumn('net', 'Net', (f) => f.net),
                moneyColumn('production', 'Production', (f) => f.production),
                moneyColumn('subtotal', 'Subtotal', (f) => f.subtotal),
              ]}
              empty={{ title: 'No sites' }}
            />
            <Text size="sm">
              Tax at {formatRatio(consolidated.tax_rate_percent)}% on the subtotal of{' '}
              {formatMoney(totals.subtotal)}: {formatMoney(consolidated.tax)}. Grand total:{' '}
              <strong>{formatMoney(consolidated.grand_total)}</strong>.
            </Text>
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Paid and FOC">
          <Stack space="md">
            <SummaryTable<Summary['breakup']['totals']>
              label="Paid and FOC sites"
              rows={breakup.breakup.map((line) => ({
                key: line.line_type,
                label: lineTypeText(line.line_type),
                figures: line,
              }))}
              totals={breakup.totals}
              columns={[
                labelColumn('Line type'),
                countColumn('sites', 'Sites', (f) => f.sites),
                moneyColumn('gross', 'Gross', (f) => f.gross),
                moneyColumn('discount', 'Discount', (f) => f.discount),
                moneyColumn('net', 'Net', (f) => f.net),
              ]}
              empty={{ title: 'No sites' }}
            />
            <Text size="sm">FOC share of the gross: {formatShare(breakup.foc_share_percent)}</Text>
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Conventional and digital">
          <Stack space="lg">
            <SummaryTable<KindFigures>
              label="Conventional and digital sites"
              rows={comparison.kinds.map(
                (kind): SummaryRow<KindFigures> => ({
                  key: kind.kind,
                  label: kindText(kind.kind),
                  figures: kind,
                }),
              )}
              // The whole has no share of itself: the totals line leaves the shares out.
              totals={{ ...comparison.totals, budget_share_percent: null, impressions_share_percent: null }}
              columns={[
                labelColumn('Kind'),
                countColumn('sites', 'Sites', (f) => f.sites),
                moneyColumn('net', 'Net', (f) => f.net),
                shareColumn('budget', 'Budget share', (f) => f.budget_share_percent),
                countColumn('impressions', 'Impressions', (f) => f.impressions),
                shareColumn('impressionsShare', 'Impressions share', (f) => f.impressions_share_percent),
                cpmColumn((f) => f.cpm),
                {
                  id: 'siteMonths',
                  header: 'Site-months',
                  align: 'end',
                  cell: (row) => formatRatio(row.figures.site_months),
                },
                {
                  id: 'perSiteMonth',
                  header: 'Net per site-month',
                  align: 'end',
                  cell: (row) => money(row.figures.net_per_site_month),
                },
              ]}
              empty={{ title: 'No sites' }}
            />
            <BarChart
              title="Budget by kind (net)"
              labelHeader="Kind"
              valueHeader="Net"
              data={netByKind(comparison)}
              formatValue={money}
            />
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Budget by region">
          {regions.regions.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="No conventional sites"
              description="Regions are summed over the conventional sites."
            />
          ) : (
            <Stack space="md">
              <BarChart
                title="Conventional budget by region (net)"
                labelHeader="Region"
                valueHeader="Net"
                data={netByRegion(regions)}
                formatValue={money}
              />
              <Text size="sm" tone="secondary">
                The conventional sites are {formatShare(regions.totals.share_percent)} of the plan's net; the
                regions' figures are in the summary details.
              </Text>
            </Stack>
          )}
        </Card>
      </div>
    </Stack>
  );
}
