import { fetchConventionalPlanSummary, parseId } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { Column, Columns } from '@ooh/ui/columns';
import { EmptyState } from '@ooh/ui/empty-state';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatCpm, formatWhole, NOT_APPLICABLE, siteCountText } from '../../plans/plan-format.ts';
import { type PlanSummaryDetails as Details, usePlanSummaryDetails } from '../hooks/use-plan-summaries.ts';
import { byMedium } from '../summary-charts.ts';
import { formatHours, formatRatio, lineTypeText } from '../summary-format.ts';
import { LazyBarChart as BarChart } from './LazyBarChart.tsx';
import { SummaryFrame } from './SummaryFrame.tsx';
import { SummaryLoadState } from './SummaryLoadState.tsx';
import {
  countColumn,
  cpmColumn,
  detailColumn,
  labelColumn,
  moneyColumn,
  SummaryTable,
  shareColumn,
  textColumn,
} from './SummaryTable.tsx';
import * as styles from './summaries.css.ts';

export type PlanSummaryDetailsProps = { planId: string | undefined };

const TITLE = 'Plan summary details';

/** Rows left out of a CPM for want of traffic data, said where there are any. */
function withoutTraffic(count: number) {
  return count > 0 ? (
    <Text size="sm" tone="secondary">
      {siteCountText(count)} without traffic data: no impressions, and left out of the CPM.
    </Text>
  ) : null;
}

/**
 * /plan/plan-summary-details/{plan_id}: the conventional sites by medium and city and by region, impressions and
 * CPM by medium, the digital sites' slots and their display time (docs/domain.md, summaries 2, 6, 3 and 4).
 */
export function PlanSummaryDetails({ planId }: PlanSummaryDetailsProps) {
  const load = usePlanSummaryDetails(parseId(planId));
  if (load.status !== 'succeeded')
    return (
      <SummaryLoadState
        load={load}
        title={TITLE}
        fallbackMessage={fetchConventionalPlanSummary.errorMessage}
      />
    );
  const details = load.record;
  const empty = details.conventional.totals.sites === 0 && details.digital.totals.sites === 0;
  return (
    <SummaryFrame title={TITLE} plan={details.conventional.plan} current="details">
      {empty ? (
        <EmptyState
          title="No sites in this plan"
          description="The summaries are worked out from the plan's sites once it has some."
        />
      ) : (
        <DetailCards details={details} />
      )}
    </SummaryFrame>
  );
}

/** A digital row's figures, or the totals line's (which has no slot, line type or days of its own). */
type DigitalFigures = {
  line_type: 'paid' | 'foc' | null;
  screens: number;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
  plays_per_day: number | null;
  share_of_voice_percent: number | null;
  days: number | null;
  net: number;
  impressions: number | null;
  cpm: number | null;
};

/** A digital row's display time, or the totals line's (only the sum over the days). */
type DisplayFigures = {
  spot_length_seconds: number | null;
  plays_per_day: number | null;
  display_hours_per_day: number | null;
  days: number | null;
  display_hours: number;
};

function DetailCards({ details }: { details: Details }) {
  const { conventional, regions, digital, display } = details;
  const media = byMedium(conventional, digital);
  return (
    // One stack for the cards, so they are spaced like the rest of the page.
    <Stack space="lg">
      <div className={styles.printBlock}>
        <Card title="Conventional sites by medium and city">
          <Stack space="md">
            <SummaryTable<Details['conventional']['totals']>
              label="Conventional sites by medium and city"
              rows={conventional.groups.map((group) => ({
                key: `${group.medium_name}-${group.city_id}`,
                label: group.medium_name,
                detail: group.city_name,
                figures: group,
              }))}
              totals={conventional.totals}
              columns={[
                labelColumn('Medium'),
                detailColumn('City'),
                countColumn('sites', 'Sites', (f) => f.sites),
                countColumn('faces', 'Faces', (f) => f.faces),
                countColumn('area', 'Face area (sq ft)', (f) => f.face_area_sqft),
                moneyColumn('gross', 'Gross', (f) => f.gross),
                moneyColumn('discount', 'Discount', (f) => f.discount),
                moneyColumn('net', 'Net', (f) => f.net),
                moneyColumn('production', 'Production', (f) => f.production),
                moneyColumn('total', 'Total', (f) => f.total),
                countColumn('impressions', 'Impressions', (f) => f.impressions),
                cpmColumn((f) => f.cpm),
              ]}
              empty={{ title: 'No conventional sites' }}
            />
            {withoutTraffic(conventional.totals.sites_without_traffic)}
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Conventional sites by region">
          <SummaryTable<Details['regions']['totals']>
            label="Conventional sites by region"
            rows={regions.regions.map((region) => ({
              key: String(region.region_id),
              label: region.region_name,
              figures: region,
            }))}
            totals={regions.totals}
            columns={[
              labelColumn('Region'),
              countColumn('sites', 'Sites', (f) => f.sites),
              moneyColumn('net', 'Net', (f) => f.net),
              shareColumn('share', "Share of the plan's net", (f) => f.share_percent),
              moneyColumn('production', 'Production', (f) => f.production),
              moneyColumn('total', 'Total', (f) => f.total),
              countColumn('impressions', 'Impressions', (f) => f.impressions),
              cpmColumn((f) => f.cpm),
            ]}
            empty={{ title: 'No conventional sites' }}
          />
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Impressions and CPM by medium">
          <Columns space="xl" collapseBelow="tablet">
            <Column>
              <BarChart
                title="Impressions by medium"
                labelHeader="Medium"
                valueHeader="Impressions"
                data={media.map((medium) => ({ label: medium.medium_name, value: medium.impressions }))}
                formatValue={(value) => (value === null ? NOT_APPLICABLE : formatWhole(value))}
              />
            </Column>
            <Column>
              <BarChart
                title="CPM by medium (PKR)"
                labelHeader="Medium"
                valueHeader="CPM (PKR)"
                data={media.map((medium) => ({ label: medium.medium_name, value: medium.cpm }))}
                formatValue={formatCpm}
              />
            </Column>
          </Columns>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Digital sites">
          <Stack space="md">
            <SummaryTable<DigitalFigures>
              label="Digital sites"
              rows={digital.rows.map((row) => ({
                key: String(row.plan_site_id),
                label: row.site_code,
                detail: `${row.site_name}, ${row.city_name}`,
                figures: row,
              }))}
              totals={{
                ...digital.totals,
                line_type: null,
                spot_length_seconds: null,
                loop_length_seconds: null,
                spots_per_loop: null,
                share_of_voice_percent: null,
                days: null,
              }}
              columns={[
                labelColumn('Site'),
                detailColumn('Name and city'),
                textColumn('line', 'Line', (f) => (f.line_type ? lineTypeText(f.line_type) : '')),
                countColumn('screens', 'Screens', (f) => f.screens),
                textColumn(
                  'slot',
                  'Spot / loop (s)',
                  (f) =>
                    f.spot_length_seconds !== null && f.loop_length_seconds !== null
                      ? `${f.spot_length_seconds} / ${f.loop_length_seconds}`
                      : '',
                  'end',
                ),
                textColumn(
                  'spots',
                  'Spots per loop',
                  (f) => (f.spots_per_loop === null ? '' : formatWhole(f.spots_per_loop)),
                  'end',
                ),
                textColumn(
                  'plays',
                  'Plays a day',
                  (f) => (f.plays_per_day === null ? NOT_APPLICABLE : formatWhole(f.plays_per_day)),
                  'end',
                ),
                textColumn(
                  'sov',
                  'Share of voice',
                  (f) =>
                    f.share_of_voice_percent === null ? '' : `${formatRatio(f.share_of_voice_percent)}%`,
                  'end',
                ),
                textColumn('days', 'Days', (f) => (f.days === null ? '' : formatWhole(f.days)), 'end'),
                moneyColumn('net', 'Net', (f) => f.net),
                textColumn(
                  'impressions',
                  'Impressions',
                  (f) => (f.impressions === null ? NOT_APPLICABLE : formatWhole(f.impressions)),
                  'end',
                ),
                cpmColumn((f) => f.cpm),
              ]}
              empty={{ title: 'No digital sites', description: 'Screens in the plan are summed here.' }}
            />
            {withoutTraffic(digital.totals.sites_without_traffic)}
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Display time">
          <SummaryTable<DisplayFigures>
            label="Display time of the digital sites"
            rows={display.rows.map((row) => ({
              key: String(row.plan_site_id),
              label: row.site_code,
              detail: `${row.site_name}, ${row.city_name}`,
              figures: row,
            }))}
            totals={{
              ...display.totals,
              spot_length_seconds: null,
              plays_per_day: null,
              display_hours_per_day: null,
              days: null,
            }}
            columns={[
              labelColumn('Site'),
              detailColumn('Name and city'),
              textColumn(
                'spot',
                'Spot (s)',
                (f) => (f.spot_length_seconds === null ? '' : formatWhole(f.spot_length_seconds)),
                'end',
              ),
              textColumn(
                'plays',
                'Plays a day',
                (f) => (f.plays_per_day === null ? '' : formatWhole(f.plays_per_day)),
                'end',
              ),
              textColumn(
                'daily',
                'Display a day',
                (f) => (f.display_hours_per_day === null ? '' : formatHours(f.display_hours_per_day)),
                'end',
              ),
              textColumn('days', 'Days', (f) => (f.days === null ? '' : formatWhole(f.days)), 'end'),
              textColumn('hours', 'Display in all', (f) => formatHours(f.display_hours), 'end'),
            ]}
            empty={{ title: 'No digital sites', description: 'Display time is counted for screens only.' }}
          />
        </Card>
      </div>
    </Stack>
  );
}
