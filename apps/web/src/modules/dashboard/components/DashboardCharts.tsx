import { type DashboardTrends, fetchDashboardTrends } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { EmptyState } from '@ooh/ui/empty-state';
import { Skeleton } from '@ooh/ui/skeleton';
import { MONTH_ABBREVIATIONS } from '@ooh/ui/text-format';
import { memo } from 'react';
import { formatMoney } from '../../briefs/format.ts';
import { RequestSection } from '../../kit/section/RequestSection.tsx';
import { LazyBarChart } from '../../plan-summaries/components/LazyBarChart.tsx';
import { type ApiRequest, useApiRequest } from '../../request/use-api-request.ts';

const TITLE = 'Trends';

// The days and months are spelled, not asked of Intl: this chart is on the first page, and the first Intl
// formatter of a page loads ICU's data, tens of ms in one task (`@ooh/ui/text-format`). Tested against Intl.
const dayAndMonth = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTH_ABBREVIATIONS[date.getUTCMonth()]}`;
};
const monthAndYear = (isoMonth: string) => {
  const date = new Date(`${isoMonth}-01T00:00:00Z`);
  return `${MONTH_ABBREVIATIONS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/** "w/c 16 Nov · 3 new, 0 approved, 1 rejected": the week's split by status, in the label and the table. */
export function weekLabel(week: DashboardTrends['briefsByWeek'][number]): string {
  return `w/c ${dayAndMonth(week.week_start)} · ${week.pending} new, ${week.approved} approved, ${week.rejected} rejected`;
}

export function monthLabel(row: DashboardTrends['acceptedPlansByMonth'][number]): string {
  return `${monthAndYear(row.month)} · ${row.plans} ${row.plans === 1 ? 'plan' : 'plans'}`;
}

const briefsText = (value: number | null) =>
  value === null ? '—' : `${value} ${value === 1 ? 'brief' : 'briefs'}`;
const moneyText = (value: number | null) => (value === null ? '—' : formatMoney(value));

/**
 * Two small charts where a trend says more than a number (`fetch-dashboard-trends`): briefs received per week over
 * the last 8 weeks with their split by status, and the value of plans accepted per month over the last 6. Each is
 * the kit's BarChart, whose text alternative is a table of the same figures; the theme's tokens draw it in dark mode.
 * A memo component: the page's own updates skip it.
 */
export const DashboardCharts = memo(function DashboardCharts() {
  const request = useApiRequest(fetchDashboardTrends);
  return <TrendsSection request={request} />;
});

/** A memo component, as `DashboardGroup`'s cards: an answer's urgent render stops here, the charts are deferred. */
const TrendsSection = memo(function TrendsSection({
  request,
}: {
  request: ApiRequest<typeof fetchDashboardTrends>;
}) {
  return (
    <RequestSection
      title={TITLE}
      endpoint={fetchDashboardTrends}
      request={request}
      failedTitle="The charts could not be loaded"
    >
      {(data) => (data ? <TrendCharts data={data} /> : <ChartsSkeleton />)}
    </RequestSection>
  );
});

function ChartsSkeleton() {
  return (
    <div aria-hidden="true">
      <Box display="grid" gridTemplateColumns={{ mobile: 1, desktop: 2 }} gap="lg">
        <Skeleton shape="block" width="full" />
        <Skeleton shape="block" width="full" />
      </Box>
    </div>
  );
}

function TrendCharts({ data }: { data: DashboardTrends }) {
  const empty =
    data.briefsByWeek.every((week) => week.pending + week.approved + week.rejected === 0) &&
    data.acceptedPlansByMonth.every((row) => row.plans === 0);
  if (empty)
    return (
      <EmptyState
        headingLevel={3}
        title="No briefs or accepted plans lately"
        description="Briefs received in the last 8 weeks and plans accepted in the last 6 months are charted here."
      />
    );
  return (
    <Box display="grid" gridTemplateColumns={{ mobile: 1, desktop: 2 }} gap="xl">
      <LazyBarChart
        title="Briefs received per week, by status (last 8 weeks)"
        labelHeader="Week"
        valueHeader="Briefs"
        data={data.briefsByWeek.map((week) => ({
          label: weekLabel(week),
          value: week.pending + week.approved + week.rejected,
        }))}
        formatValue={briefsText}
      />
      <LazyBarChart
        title="Value of plans accepted per month (last 6 months)"
        labelHeader="Month"
        valueHeader="Value"
        data={data.acceptedPlansByMonth.map((row) => ({ label: monthLabel(row), value: row.value }))}
        formatValue={moneyText}
      />
    </Box>
  );
}
