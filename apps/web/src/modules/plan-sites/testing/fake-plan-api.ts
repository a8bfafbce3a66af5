import type { PlanDetail, PlanSiteInput } from '@ooh/api';
import { fixtures, planFixtures, planHistory, planSiteRow, siteInventory, siteOptions } from '@ooh/api/msw';
import { sumTotals } from '@ooh/api/plan-math';
import { type FakeAnswer, type FakeClient, fakeClient } from '../../../test/fakes.ts';

/**
 * A fixture plan (1: in progress with five sites in Karachi and Lahore; 2: pending; 3: modification required;
 * 8: in progress and empty), with changes.
 */
export function planOf(id: number, change: Partial<PlanDetail> = {}): PlanDetail {
  const base = planFixtures.find((plan) => plan.plan_id === id) ?? (planFixtures[0] as PlanDetail);
  return { ...base, ...change };
}

/** What the server answers to createPlanSites: the rows computed from the body, with their totals. */
export function savedPlan(
  plan: PlanDetail,
  body: { hide_columns?: PlanDetail['hide_columns']; plan_form?: PlanSiteInput[] },
): PlanDetail {
  const rows = (body.plan_form ?? []).flatMap((row, n) => {
    const site = siteInventory.find((s) => s.id === row.site_id);
    return site
      ? [
          planSiteRow(plan.plan_id * 100 + n, site, {
            start_date: row.start_date,
            end_date: row.end_date,
            line_type: row.line_type,
            monthly_rate: Number(row.monthly_rate),
            discount_percent: Number(row.discount_percent ?? 0),
            printing_rate: Number(row.printing_rate ?? 0),
            mounting_cost: Number(row.mounting_cost ?? 0),
          }),
        ]
      : [];
  });
  const totals = sumTotals(rows);
  return {
    ...plan,
    hide_columns: body.hide_columns ?? [],
    sites_list: rows,
    sites: rows.length,
    total: totals.total,
    totals,
    citiesArray: [...new Set(rows.map((row) => row.city_name))].sort(),
  };
}

const lookups: Record<string, FakeAnswer> = {
  fetchRegions: () => ({ data: fixtures.regions }),
  fetchMediums: () => ({ data: fixtures.mediums }),
  fetchSecRanges: () => ({ data: fixtures.secRanges }),
  fetchCitiesByRegions: (options) => {
    const ids = (options?.body as { region_ids?: number[] } | undefined)?.region_ids ?? [];
    return { data: fixtures.cities.filter((city) => ids.includes(city.region_id)) };
  },
  fetchLocationsByCities: (options) => {
    const ids = (options?.body as { city_ids?: number[] } | undefined)?.city_ids ?? [];
    return { data: fixtures.locations.filter((location) => ids.includes(location.city_id)) };
  },
};

/** The test client of the site table: one plan, the fixtures' lookups and inventory, saves as the server does. */
export function planSitesClient(plan: PlanDetail, answers: Record<string, FakeAnswer> = {}): FakeClient {
  return fakeClient({
    ...lookups,
    fetchPlan: () => ({ plan, history: planHistory(plan) }),
    fetchPlanSiteOptions: (options) =>
      siteOptions((options?.body ?? {}) as Parameters<typeof siteOptions>[0]),
    createPlanSites: (options) => ({
      message: 'Plan sites saved',
      plan: savedPlan(plan, (options?.body ?? {}) as Parameters<typeof savedPlan>[1]),
    }),
    ...answers,
  });
}

/** The bodies of the calls made to one endpoint, oldest first. */
export function bodiesOf(client: FakeClient, id: string): unknown[] {
  return client.calls.filter((call) => call.id === id).map((call) => call.options?.body);
}
