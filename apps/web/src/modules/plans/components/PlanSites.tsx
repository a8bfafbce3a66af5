import {
  errorMessage,
  fetchPlan,
  fetchPlanGroupedSites,
  type PlanDetail,
  type PlanSiteRow,
  type PlanTotals,
} from '@ooh/api';
import { planSitesHref } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { Card } from '@ooh/ui/card';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { DescriptionList, type DescriptionListItem } from '@ooh/ui/description-list';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { Link } from '@ooh/ui/link';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useId } from 'react';
import type { PlanSitesState } from '../hooks/use-plan.ts';
import {
  formatCount,
  formatCpm,
  formatMoney,
  formatPlanCell,
  isNumericColumn,
  siteCountText,
} from '../plan-format.ts';
import * as styles from './plans.css.ts';

/** The Select's value for "no city filter" (a city is never named this). */
const ALL_CITIES = '__all__';

export type PlanSitesProps = {
  plan: PlanDetail;
  sites: PlanSitesState;
  /** Whether the viewer may open the site table to add sites (the empty state's link). */
  canEditSites: boolean;
  onCityChange: (city: string | null) => void;
};

/** Only the columns the planner left visible to the client (dynamicHeaders), in their order. */
function columnsOf(plan: PlanDetail): DataTableColumn<PlanSiteRow>[] {
  return plan.dynamicHeaders.map((header) => ({
    id: header.key,
    header: header.label,
    cell: (row) => formatPlanCell(header.key, row),
    align: isNumericColumn(header.key) ? 'end' : 'start',
  }));
}

/** The rows by city, in the server's order. */
function byCity(rows: PlanSiteRow[]): [string, PlanSiteRow[]][] {
  const groups = new Map<string, PlanSiteRow[]>();
  for (const row of rows) groups.set(row.city_name, [...(groups.get(row.city_name) ?? []), row]);
  return [...groups.entries()];
}

/** A city's figures under its table, as the server summed them (fetchPlanGroupedSites). */
function CitySubtotal({ totals }: { totals: PlanTotals }) {
  const figures: [string, string][] = [
    ['Sites', formatCount(totals.sites)],
    ['Net', formatMoney(totals.net)],
    ['Production', formatMoney(totals.production)],
    ['Total', formatMoney(totals.total)],
    ['Impressions', formatCount(totals.impressions)],
    ['CPM', formatCpm(totals.cpm)],
  ];
  const items: DescriptionListItem[] = figures.map(([term, value]) => ({
    term,
    description: (
      <Text as="span" numeric>
        {value}
      </Text>
    ),
  }));
  return (
    <Box background="sunken" borderRadius="md" padding="sm">
      <DescriptionList items={items} columns={[2, 3]} space="sm" />
    </Box>
  );
}

/** The site table grouped by city, filtered by the server, with each city's subtotal. */
export function PlanSites({ plan, sites, canEditSites, onCityChange }: PlanSitesProps) {
  const idPrefix = useId();
  const headingId = (city: string) => `${idPrefix}-${city.replace(/\W+/g, '-')}`;
  const columns = columnsOf(plan);
  const cities = [...new Set([...plan.citiesArray, ...(sites.city ? [sites.city] : [])])];
  const groups = sites.groups;
  const regionOf = (city: string) =>
    groups.status === 'succeeded'
      ? groups.cities.find((group) => group.city_name === city)?.region_name
      : null;
  const totalsOf = (city: string) =>
    groups.status === 'succeeded' ? groups.cities.find((group) => group.city_name === city)?.totals : null;

  if (plan.sites === 0 && plan.sites_list.length === 0 && sites.city === null) {
    return (
      <Card title="Sites">
        <EmptyState
          headingLevel={3}
          title="No sites yet"
          description="The plan's sites appear here by city once they are added in the site table."
          action={
            canEditSites ? (
              <Link href={planSitesHref(plan)} variant="standalone">
                Add sites
              </Link>
            ) : undefined
          }
        />
      </Card>
    );
  }

  const handleCityChange = (value: string | null) =>
    onCityChange(value === null || value === ALL_CITIES ? null : value);

  return (
    <Card
      title="Sites"
      actions={
        <div className={styles.cityFilter}>
          <Select
            label="City"
            items={[
              { value: ALL_CITIES, label: 'All cities' },
              ...cities.map((city) => ({ value: city, label: city })),
            ]}
            value={sites.city ?? ALL_CITIES}
            onValueChange={handleCityChange}
          />
        </div>
      }
    >
      <Stack space="lg">
        {sites.error ? (
          <ErrorState
            headingLevel={3}
            title="The sites could not be loaded"
            message={errorMessage(sites.error, fetchPlan)}
            onRetry={sites.retry}
          />
        ) : (
          byCity(plan.sites_list).map(([city, rows]) => {
            const region = regionOf(city);
            const totals = totalsOf(city);
            return (
              <Box
                as="section"
                key={city}
                aria-labelledby={headingId(city)}
                display="flex"
                flexDirection="column"
                gap="sm"
              >
                <Heading level={3} id={headingId(city)}>
                  {city}{' '}
                  <Text as="span" size="sm" tone="secondary">
                    {[region, siteCountText(rows.length)].filter(Boolean).join(' · ')}
                  </Text>
                </Heading>
                <DataTable
                  label={`Sites in ${city}`}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => String(row.plan_site_id)}
                  loading={sites.loading}
                  skeletonRows={Math.min(rows.length, 5)}
                />
                {totals ? <CitySubtotal totals={totals} /> : null}
              </Box>
            );
          })
        )}
        {groups.status === 'failed' ? (
          <ErrorState
            headingLevel={3}
            title="The city subtotals could not be loaded"
            message={errorMessage(groups.error, fetchPlanGroupedSites)}
            onRetry={groups.retry}
          />
        ) : null}
        {plan.sites_list.length === 0 && !sites.error ? (
          <EmptyState headingLevel={3} title="No sites in this city" />
        ) : null}
      </Stack>
    </Card>
  );
}
