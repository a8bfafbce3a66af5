import {
  errorMessage,
  fetchPlan,
  fetchPlanGroupedSites,
  type PlanDetail,
  type PlanSiteRow,
  type PlanTotals,
} from '@ooh/api';
import { planSitesHref } from '@ooh/api/routes';
import { Card } from '@ooh/ui/card';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Link } from '@ooh/ui/link';
import { Select } from '@ooh/ui/select';
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
  return (
    <dl className={styles.subtotal}>
      {figures.map(([name, value]) => (
        <div key={name} className={styles.subtotalItem}>
          <dt className={styles.subtotalName}>{name}</dt>
          <dd className={styles.subtotalValue}>{value}</dd>
        </div>
      ))}
    </dl>
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
        <div className={styles.filter}>
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
      <div className={styles.stack}>
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
              <section key={city} className={styles.cityGroup} aria-labelledby={headingId(city)}>
                <h3 id={headingId(city)} className={styles.cityTitle}>
                  {city}{' '}
                  <span className={styles.cityRegion}>
                    {[region, siteCountText(rows.length)].filter(Boolean).join(' · ')}
                  </span>
                </h3>
                <DataTable
                  label={`Sites in ${city}`}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => String(row.plan_site_id)}
                  loading={sites.loading}
                  skeletonRows={Math.min(rows.length, 5)}
                />
                {totals ? <CitySubtotal totals={totals} /> : null}
              </section>
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
      </div>
    </Card>
  );
}
