import {
  type ApiClient,
  createPlanSites,
  errorMessage,
  fetchPlan,
  fieldErrors,
  isNotFound,
  type PlanDetail,
} from '@ooh/api';
import { can, refusal } from '@ooh/machines/lifecycle';
import { planMachine } from '@ooh/machines/plan';
import {
  type PlanSiteDraft,
  type PlanSiteErrors,
  type PlanSitesLoaded,
  type PlanSitesSaved,
  PlanSitesSaveError,
  type PlanSiteValues,
  planSitesMachine,
  rowErrors,
  type SaveInput,
} from '@ooh/machines/plan-sites';
import { notify } from '@ooh/ui/toast';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import { draftsOfPlan, planSitesBody, rowErrorsOf, validateRows } from '../plan-site-rows.ts';

/** Spec section 8: "An error occurred while …" when the server's answer carries no message. */
export const PLAN_FETCH_FAILED = 'An error occurred while fetching the plan';
export const PLAN_SITES_SAVE_FAILED = 'An error occurred while saving the plan sites';
const ROWS_REFUSED = 'Some rows were refused: see the messages on them.';

export type PlanSitesStatus =
  | 'loading'
  | 'notFound'
  | 'loadFailed'
  | 'readOnly'
  | 'editing'
  | 'saving'
  | 'saved'
  | 'failed';

export interface PlanSitesEditor {
  status: PlanSitesStatus;
  plan: PlanDetail | null;
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
  dirty: boolean;
  /** Messages by row key, then field: the live check's over the server's. */
  errors: PlanSiteErrors;
  failure: string | null;
  loadError: unknown;
  /** The lifecycle's reason when the plan is read-only. */
  refusal: string | null;
  retry: () => void;
  add: (rows: PlanSiteDraft[]) => void;
  change: (key: string, values: Partial<PlanSiteValues>) => void;
  remove: (keys: string[]) => void;
  hideColumns: (columns: string[]) => void;
  save: () => void;
}

/** The plan as the editor starts from it, and whether its lifecycle allows its sites to be saved. */
export async function loadPlan(
  client: ApiClient,
  planId: number,
  signal: AbortSignal,
): Promise<PlanSitesLoaded> {
  const { plan } = await client.call(fetchPlan, { params: { plan_id: planId }, query: {}, signal });
  const event = { type: 'plan.saveSites' } as const;
  const facts = {
    siteCount: plan.sites_list.length,
    briefHasAcceptedPlan: plan.briefHasAcceptedPlan,
    version: plan.version,
  };
  return {
    plan,
    rows: draftsOfPlan(plan),
    hiddenColumns: plan.hide_columns,
    refusal: can(planMachine, plan.status, event, facts) ? null : refusal(planMachine, plan.status, event),
  };
}

/** Sends the whole table; a refusal comes back in the editor's words (a 400's messages on their rows). */
export async function savePlanSites(
  client: ApiClient,
  input: SaveInput,
  signal: AbortSignal,
): Promise<PlanSitesSaved & { message: string }> {
  try {
    const answer = await client.call(createPlanSites, {
      params: { plan_id: input.planId },
      body: planSitesBody(input.rows, input.hiddenColumns),
      signal,
    });
    return {
      message: answer.message,
      plan: answer.plan,
      rows: draftsOfPlan(answer.plan),
      hiddenColumns: answer.plan.hide_columns,
    };
  } catch (error) {
    const { rows, other } = rowErrorsOf(fieldErrors(error), input.rows);
    const message =
      other.length > 0
        ? other.join(' ')
        : Object.keys(rows).length > 0
          ? ROWS_REFUSED
          : errorMessage(error, PLAN_SITES_SAVE_FAILED);
    throw new PlanSitesSaveError(message, rows);
  }
}

type Snapshot = ReturnType<ReturnType<typeof useActorRef<typeof planSitesMachine>>['getSnapshot']>;

function statusOf(snapshot: Snapshot): PlanSitesStatus {
  const value = snapshot.value;
  if (typeof value === 'object' || value === 'validating') return 'editing';
  if (value === 'loadFailed') return isNotFound(snapshot.context.loadError) ? 'notFound' : 'loadFailed';
  return value;
}

/** Both error maps as one, keeping each row's object while it does not change (memoised rows). */
function mergedErrors(snapshot: Snapshot): PlanSiteErrors {
  const { errors, serverErrors } = snapshot.context;
  if (Object.keys(serverErrors).length === 0) return errors;
  const merged: PlanSiteErrors = {};
  for (const key of new Set([...Object.keys(errors), ...Object.keys(serverErrors)])) {
    const messages = rowErrors(snapshot.context, key);
    if (messages) merged[key] = messages;
  }
  return merged;
}

/**
 * The site table of one plan over the plan-sites machine: the API calls and the contract's checks as its actors,
 * a success toast with the server's message. The machine is created once per mounted screen (key it by plan).
 */
export function usePlanSitesEditor(planId: number): PlanSitesEditor {
  const client = useApiClient();
  const logic = useMemo(
    () =>
      planSitesMachine.provide({
        actors: {
          load: fromPromise<PlanSitesLoaded, { planId: number }>(({ input, signal }) =>
            loadPlan(client, input.planId, signal),
          ),
          validate: fromPromise<PlanSiteErrors, { rows: PlanSiteDraft[] }>(async ({ input }) =>
            validateRows(input.rows),
          ),
          save: fromPromise<PlanSitesSaved, SaveInput>(({ input, signal }) =>
            savePlanSites(client, input, signal),
          ),
        },
        actions: {
          saved: (_, params) =>
            notify.success({ title: (params.saved as { message?: string }).message ?? 'Plan sites saved' }),
        },
      }),
    [client],
  );
  const actor = useActorRef(logic, { input: { planId }, ...inspectOptions() });
  const status = useSelector(actor, statusOf);
  const plan = useSelector(actor, (snapshot) => snapshot.context.plan as PlanDetail | null);
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows);
  const hiddenColumns = useSelector(actor, (snapshot) => snapshot.context.hiddenColumns);
  const dirty = useSelector(actor, (snapshot) => snapshot.context.dirty);
  const errors = useSelector(actor, mergedErrors, sameErrorMaps);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError);
  const refusalText = useSelector(actor, (snapshot) => snapshot.context.refusal);

  const retry = useCallback(() => actor.send({ type: 'plan.retry' }), [actor]);
  const add = useCallback(
    (added: PlanSiteDraft[]) => actor.send({ type: 'sites.add', rows: added }),
    [actor],
  );
  const change = useCallback(
    (key: string, values: Partial<PlanSiteValues>) => actor.send({ type: 'sites.change', key, values }),
    [actor],
  );
  const remove = useCallback((keys: string[]) => actor.send({ type: 'sites.remove', keys }), [actor]);
  const hideColumns = useCallback(
    (columns: string[]) => actor.send({ type: 'sites.hideColumns', columns }),
    [actor],
  );
  const save = useCallback(() => actor.send({ type: 'sites.save' }), [actor]);

  return {
    status,
    plan,
    rows,
    hiddenColumns,
    dirty,
    errors,
    failure,
    loadError,
    refusal: refusalText,
    retry,
    add,
    change,
    remove,
    hideColumns,
    save,
  };
}

function sameErrorMaps(a: PlanSiteErrors, b: PlanSiteErrors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
