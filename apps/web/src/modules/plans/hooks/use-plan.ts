import {
  type CityGroup,
  fetchPlan,
  fetchPlanGroupedSites,
  type PlanDetail,
  type PlanHistoryEntry,
  type PlanTotals,
} from '@ooh/api';
import { useRecord } from '../../kit/record/use-record.ts';
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

/** One plan (fetchPlan, through the kit's record loader) with its sites grouped by city (fetchPlanGroupedSites). */
export function usePlan(id: number | null): PlanViewState {
  const params = { plan_id: id ?? 0 };
  const detail = useRecord(fetchPlan, id === null ? null : { params });
  const grouped = useApiRequest(fetchPlanGroupedSites, { initial: { params }, enabled: id !== null });
  const city = detail.input?.query?.city_name ?? null;
  const { load } = detail;

  const groups: PlanSitesState['groups'] =
    grouped.status === 'failed'
      ? { status: 'failed', error: grouped.error, retry: grouped.retry }
      : grouped.data
        ? { status: 'succeeded', cities: grouped.data.sitesGroupedByCity, totals: grouped.data.totals }
        : { status: 'loading' };

  const shown = load.status === 'succeeded';
  return {
    load: shown ? { status: 'succeeded', plan: load.record.plan, history: load.record.history } : load,
    sites: {
      city,
      loading: detail.loading && shown,
      error: shown && !detail.loading ? detail.error : undefined,
      retry: detail.retry,
      groups,
    },
    chooseCity: (next) => detail.start({ params, ...(next ? { query: { city_name: next } } : {}) }),
    applyChange: (change) =>
      detail.applyChange((answer) => ({ ...answer, plan: { ...answer.plan, ...change } })),
    reload: () => {
      detail.reload();
      grouped.start({ params });
    },
  };
}
