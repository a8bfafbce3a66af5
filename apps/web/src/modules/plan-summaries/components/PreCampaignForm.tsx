import { fetchPreCampaignAnalysisForm, parseId } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { EmptyState } from '@ooh/ui/empty-state';
import { Heading } from '@ooh/ui/heading';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDate, formatDateRange } from '../../briefs/format.ts';
import { MultilineText } from '../../kit/text/MultilineText.tsx';
import { FigureCards } from '../../plans/components/FigureCards.tsx';
import { formatMoney, formatWhole, siteCountText } from '../../plans/plan-format.ts';
import { type PreCampaignAnalysis, usePreCampaignAnalysis } from '../hooks/use-plan-summaries.ts';
import { formatRatio, formatShare, kindText } from '../summary-format.ts';
import { SummaryFrame } from './SummaryFrame.tsx';
import { SummaryLoadState } from './SummaryLoadState.tsx';
import {
  countColumn,
  detailColumn,
  labelColumn,
  moneyColumn,
  SummaryTable,
  shareColumn,
  textColumn,
} from './SummaryTable.tsx';
import * as styles from './summaries.css.ts';

export type PreCampaignFormProps = { planId: string | undefined };

const TITLE = 'Pre-campaign form';

type Slice = PreCampaignAnalysis['audience']['age_ranges'][number];

/** One audience dimension: every value of the lookup, whether the brief targets it, and the plan's reach of it. */
function AudienceTable({ label, header, slices }: { label: string; header: string; slices: Slice[] }) {
  return (
    <SummaryTable<Slice>
      label={label}
      rows={slices.map((slice) => ({ key: String(slice.id), label: slice.name, figures: slice }))}
      columns={[
        labelColumn(header),
        textColumn('targeted', 'Targeted', (f) => (f.targeted ? 'Yes' : 'No')),
        countColumn('sites', 'Sites', (f) => f.sites),
        countColumn('impressions', 'Impressions', (f) => f.impressions),
        shareColumn('share', 'Share of impressions', (f) => f.share_percent),
      ]}
      empty={{ title: `No ${header.toLowerCase()} values` }}
    />
  );
}

/**
 * /pre-campaign-form/{plan_id}: before the campaign, what the plan buys (docs/domain.md, "Pre-campaign analysis"):
 * who its sites reach against the brief's targets, the reach estimate, the budget by medium and city against the
 * brief's, and the schedule by week. A page to read and print.
 */
export function PreCampaignForm({ planId }: PreCampaignFormProps) {
  const load = usePreCampaignAnalysis(parseId(planId));
  if (load.status !== 'succeeded')
    return (
      <SummaryLoadState
        load={load}
        title={TITLE}
        fallbackMessage={fetchPreCampaignAnalysisForm.errorMessage}
      />
    );
  const analysis = load.record;
  const empty = analysis.budget.by_medium.length === 0 && analysis.schedule.length === 0;
  return (
    <SummaryFrame title={TITLE} plan={analysis.plan} current="preCampaign">
      <div className={styles.printBlock}>
        <Card title="Brief">
          <DescriptionList
            columns={[1, 3]}
            items={[
              { term: 'Campaign', description: analysis.plan.campaign_name },
              {
                term: 'Flight',
                description: formatDateRange(analysis.brief.start_date, analysis.brief.end_date),
              },
              { term: 'Budget', description: formatMoney(analysis.brief.budget) },
              {
                term: 'Objective',
                description: analysis.brief.objective ? (
                  <MultilineText>{analysis.brief.objective}</MultilineText>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        </Card>
      </div>
      {empty ? (
        <EmptyState
          title="No sites in this plan"
          description="The analysis is worked out from the plan's sites once it has some."
        />
      ) : (
        <AnalysisCards analysis={analysis} />
      )}
    </SummaryFrame>
  );
}

function AnalysisCards({ analysis }: { analysis: PreCampaignAnalysis }) {
  const { audience, reach, budget, schedule } = analysis;
  return (
    // One stack for the cards, so they are spaced like the rest of the page.
    <Stack space="lg">
      <div className={styles.printBlock}>
        <Card title="Reach">
          <Stack space="md">
            <FigureCards
              label="Reach figures"
              figures={[
                { label: 'Impressions', value: formatWhole(reach.impressions) },
                { label: 'Reach (people)', value: formatWhole(reach.reach) },
                { label: 'Frequency', value: formatRatio(reach.frequency) },
              ]}
            />
            <Text size="sm" tone="secondary">
              Reach counts the people who see the campaign at least once, assuming each site's passers are
              different people: an upper bound where sites share a road. Frequency is impressions per person
              reached.
              {reach.sites_without_traffic > 0
                ? ` ${siteCountText(reach.sites_without_traffic)} without traffic data add nothing.`
                : ''}
            </Text>
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Audience">
          <Stack space="lg">
            <Text size="sm">
              {audience.on_target
                ? `On target (reaching a targeted value in every dimension the brief targets): ${siteCountText(audience.on_target.sites)}, ${formatWhole(audience.on_target.impressions)} impressions, ${formatShare(audience.on_target.share_percent)} of the plan's.`
                : 'The brief targets no age range, gender or SEC class.'}
            </Text>
            <Text size="sm" tone="secondary">
              A site reaching several values counts in each, so a dimension's shares may add up to more than
              100%.
            </Text>
            <Stack space="lg">
              <Stack space="sm">
                <Heading level={3}>Age ranges</Heading>
                <AudienceTable label="Age ranges reached" header="Age range" slices={audience.age_ranges} />
              </Stack>
              <Stack space="sm">
                <Heading level={3}>Genders</Heading>
                <AudienceTable label="Genders reached" header="Gender" slices={audience.genders} />
              </Stack>
              <Stack space="sm">
                <Heading level={3}>SEC classes</Heading>
                <AudienceTable label="SEC classes reached" header="SEC class" slices={audience.sec_ranges} />
              </Stack>
            </Stack>
          </Stack>
        </Card>
      </div>
      <div className={styles.printBlock}>
        <Card title="Budget">
          <Stack space="lg">
            <FigureCards
              label="Budget figures"
              figures={[
                { label: "Brief's budget", value: formatMoney(budget.brief_budget) },
                { label: 'Net', value: formatMoney(budget.net) },
                { label: 'Total (net + production)', value: formatMoney(budget.total) },
                { label: 'Budget used', value: formatShare(budget.budget_used_percent) },
              ]}
            />
            <Heading level={3}>By medium</Heading>
            <SummaryTable<PreCampaignAnalysis['budget']['by_medium'][number]>
              label="Budget by medium"
              rows={budget.by_medium.map((line) => ({
                key: line.medium_name,
                label: line.medium_name,
                detail: kindText(line.kind),
                figures: line,
              }))}
              columns={[
                labelColumn('Medium'),
                detailColumn('Kind'),
                countColumn('sites', 'Sites', (f) => f.sites),
                moneyColumn('net', 'Net', (f) => f.net),
                moneyColumn('total', 'Total', (f) => f.total),
                shareColumn('share', 'Share of net', (f) => f.share_percent),
              ]}
              empty={{ title: 'No sites' }}
            />
            <Heading level={3}>By city</Heading>
            <SummaryTable<PreCampaignAnalysis['budget']['by_city'][number]>
              label="Budget by city"
              rows={budget.by_city.map((line) => ({
                key: String(line.city_id),
                label: line.city_name,
                detail: line.region_name,
                figures: line,
              }))}
              columns={[
                labelColumn('City'),
                detailColumn('Region'),
                countColumn('sites', 'Sites', (f) => f.sites),
                moneyColumn('net', 'Net', (f) => f.net),
                moneyColumn('total', 'Total', (f) => f.total),
                shareColumn('share', 'Share of net', (f) => f.share_percent),
              ]}
              empty={{ title: 'No sites' }}
            />
          </Stack>
        </Card>
      </div>
      <Card title="Schedule by week">
        <SummaryTable<PreCampaignAnalysis['schedule'][number]>
          label="Schedule by week"
          rows={schedule.map((week) => ({
            key: week.week_start,
            label: `${formatDate(week.week_start)} – ${formatDate(week.week_end)}`,
            figures: week,
          }))}
          columns={[
            labelColumn('Week (Monday to Sunday)'),
            countColumn('live', 'Sites live', (f) => f.sites_live),
            countColumn('siteDays', 'Site-days', (f) => f.site_days),
            moneyColumn('net', 'Net', (f) => f.net),
            countColumn('impressions', 'Impressions', (f) => f.impressions),
          ]}
          empty={{
            title: 'No weeks',
            description: 'The schedule runs from the first site’s start to the last one’s end.',
          }}
        />
      </Card>
    </Stack>
  );
}
