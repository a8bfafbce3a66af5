import { errorMessage, fetchPlan, type PlanDetail } from '@ooh/api';
import { planSitesHref } from '@ooh/api/routes';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Link } from '@ooh/ui/link';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { PlanSitesState } from '../hooks/use-plan.ts';
import { PlanSitesTable } from './PlanSitesTable.tsx';
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

/** The site table grouped by city, filtered by the server, with each city's subtotal and the plan's total. */
export function PlanSites({ plan, sites, canEditSites, onCityChange }: PlanSitesProps) {
  const cities = [...new Set([...plan.citiesArray, ...(sites.city ? [sites.city] : [])])];

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
        ) : plan.sites_list.length > 0 ? (
          <Stack space="sm">
            <Text size="sm" tone="secondary">
              Amounts in PKR. Each city's subtotal is under its sites
              {sites.city === null ? ", the plan's total at the foot." : '.'}
            </Text>
            <PlanSitesTable
              headers={plan.dynamicHeaders}
              rows={plan.sites_list}
              showTotal={sites.city === null}
              loading={sites.loading}
            />
          </Stack>
        ) : null}
        {plan.sites_list.length === 0 && !sites.error ? (
          <EmptyState headingLevel={3} title="No sites in this city" />
        ) : null}
      </Stack>
    </Card>
  );
}
