import {
  type CityGroup,
  classifyError,
  fetchPlan,
  fetchPlanGroupedSites,
  type PlanDetail,
  type PlanHistoryEntry,
  type PlanTotals,
} from '@ooh/api';
import { useState } from 'react';
import { useApiRequest } from '../../request/use-api-request.ts';

/** The loaded plan: the header's facts and history from fetchPlan, the sites as the city filter asked them. */
export interface LoadedPlan {
  plan: PlanDetail;
  history: PlanHistoryEntry[];
}

export type PlanLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | ({ status: 'succeeded' } & LoadedPlan);

/** The site table's state: the rows of the chosen city (or all), and the per-city subtotals beside them. */
export interface PlanSitesState {
  /** The city the server was asked to filter by; null for all cities. */
  city: string | null;
  /** A newer city's rows are on their way (the shown rows are the previous answer's). */
  loading: boolean;
  /** Asking for a city's rows failed. */
  error: unknown;
  retry: () => void;
  groups: { status: 'loading' } | { status: 'failed'; error: unknown; retry: () => void } | GroupedSites;
}

export interface GroupedSites {
  status: 'succeeded';
  cities: CityGroup[];
  totals: PlanTotals;
}

export interface PlanViewState {
  load: PlanLoad;
  sites: PlanSitesState;
  /** Asks the server for one city's rows (`?city_name=`), or every row with null. */
  chooseCity: (city: string | null) => void;
  /**
   * Shows what the server answered to a transition at once (status, version, reason), until the plan loaded
   * again replaces it.
   */
  applyChange: (change: Partial<PlanDetail>) => void;
  /** Loads the plan and its groups again (after a transition). */
  reload: () => void;
}

/** `"42"` → 42; anything that is not a positive whole number → null (such a plan cannot exist). */
export function planIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function isNotFound(error: unknown): boolean {
  const kind = classifyError(error);
  return kind.kind === 'client' && kind.status === 404;
}

/** One plan (fetchPlan) with its sites grouped by city (fetchPlanGroupedSites). */
export function usePlan(id: number | null): PlanViewState {
  const params = { plan_id: id ?? 0 };
  const detail = useApiRequest(fetchPlan, { initial: { params }, enabled: id !== null });
  const grouped = useApiRequest(fetchPlanGroupedSites, { initial: { params }, enabled: id !== null });
  const city = detail.input?.query?.city_name ?? null;
  const data = detail.data;
  const [changed, setChanged] = useState<{ base: unknown; change: Partial<PlanDetail> } | null>(null);
  const plan = data && changed?.base === data ? { ...data.plan, ...changed.change } : data?.plan;

  let load: PlanLoad;
  if (id === null) load = { status: 'notFound' };
  else if (data && plan) load = { status: 'succeeded', plan, history: data.history };
  else if (detail.status === 'failed')
    load = isNotFound(detail.error)
      ? { status: 'notFound' }
      : { status: 'failed', error: detail.error, retry: detail.retry };
  else load = { status: 'loading' };

  const groups: PlanSitesState['groups'] =
    grouped.status === 'failed'
      ? { status: 'failed', error: grouped.error, retry: grouped.retry }
      : grouped.data
        ? { status: 'succeeded', cities: grouped.data.sitesGroupedByCity, totals: grouped.data.totals }
        : { status: 'loading' };

  const chooseCity = (next: string | null) =>
    detail.start({ params, ...(next ? { query: { city_name: next } } : {}) });

  return {
    load,
    sites: {
      city,
      loading: detail.status === 'loading' && data !== undefined,
      error: data !== undefined && detail.status === 'failed' ? detail.error : undefined,
      retry: detail.retry,
      groups,
    },
    chooseCity,
    applyChange: (change) => setChanged({ base: data, change }),
    reload: () => {
      detail.start(detail.input ?? { params });
      grouped.start({ params });
    },
  };
}
