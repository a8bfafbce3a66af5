import { type ApiClient, createPlanSites, errorMessage, fieldErrors, type PlanDetail } from '@ooh/api';
import {
  createFormMachine,
  type FormErrors,
  FormSubmitError,
  type SubmitInput,
  type ValidateInput,
  visibleErrors,
} from '@ooh/machines/form';
import { notify } from '@ooh/ui/toast';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import {
  addRows,
  changeRow,
  errorPathsOf,
  hideColumns,
  type PlanSiteDraft,
  type PlanSiteErrors,
  type PlanSitesChange,
  type PlanSitesValues,
  type PlanSiteValues,
  planSitesBody,
  removeRows,
  rowErrorsByKey,
  rowErrorsOf,
  validatePlanSites,
  valuesOfPlan,
} from '../plan-site-rows.ts';

const ROWS_REFUSED = 'Some rows were refused: see the messages on them.';

/** What a save answers: the server's message for the toast, and the plan as it now is. */
export interface PlanSitesSaved {
  message: string;
  plan: PlanDetail;
}

/** The site table's form: one form machine, its values the rows and the hidden columns. */
const planSitesFormMachine = createFormMachine<PlanSitesValues, PlanSitesSaved>({
  // The table goes on from the server's rows and figures.
  valuesAfterSave: (saved) => valuesOfPlan(saved.plan),
});

export type PlanSitesEditStatus = 'editing' | 'saving' | 'saved' | 'failed';

export interface PlanSitesEditor {
  status: PlanSitesEditStatus;
  rows: PlanSiteDraft[];
  hiddenColumns: string[];
  /** Something changed since the plan was loaded or saved. */
  dirty: boolean;
  /** Messages by row key, then field: the live check's over the server's. */
  errors: PlanSiteErrors;
  /** The failed save's message, for the alert. */
  failure: string | null;
  add: (rows: PlanSiteDraft[]) => void;
  change: (key: string, values: Partial<PlanSiteValues>) => void;
  remove: (keys: string[]) => void;
  hideColumns: (columns: string[]) => void;
  save: () => void;
}

/**
 * Sends the whole table. A refusal comes back in the form's words: a 400's messages on their rows (by path) with
 * a message for the alert, as the rows refused may be out of sight; a 409 (a double booking) as the alert alone.
 */
export async function savePlanSites(
  client: ApiClient,
  planId: number,
  values: PlanSitesValues,
  signal: AbortSignal,
): Promise<PlanSitesSaved> {
  try {
    const answer = await client.call(createPlanSites, {
      params: { plan_id: planId },
      body: planSitesBody(values.rows, values.hiddenColumns),
      signal,
    });
    return { message: answer.message, plan: answer.plan };
  } catch (error) {
    const { rows, other } = rowErrorsOf(fieldErrors(error), values.rows);
    const fields = errorPathsOf(rows);
    if (Object.keys(fields).length === 0) {
      throw new FormSubmitError(other.length > 0 ? other.join(' ') : errorMessage(error, createPlanSites));
    }
    // The server names the first refused row and its field ("Row 2 (LHE-004): enter the spot length…"), which
    // says where to look when that row is out of sight; a bare "Invalid input" says nothing the rows do not.
    const said = errorMessage(error, ROWS_REFUSED);
    const message = other.length > 0 ? other.join(' ') : said === 'Invalid input' ? ROWS_REFUSED : said;
    throw new FormSubmitError(message, fields, message);
  }
}

type Snapshot = ReturnType<ReturnType<typeof useActorRef<typeof planSitesFormMachine>>['getSnapshot']>;

function statusOf(snapshot: Snapshot): PlanSitesEditStatus {
  const value = snapshot.value;
  if (value === 'submitting') return 'saving';
  if (value === 'done') return 'saved';
  if (value === 'failed') return 'failed';
  return 'editing';
}

function sameErrors(a: FormErrors, b: FormErrors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The site table of a loaded plan over the shared form machine: the contract's row check as `validate`,
 * createPlanSites as `submit`, every message shown as soon as a row changes. After a save the table shows the
 * server's rows, a toast says the server's message, and `onSaved` gets the plan as it now is. The machine is
 * created once per mounted table (key it by plan).
 */
export function usePlanSitesEditor(plan: PlanDetail, onSaved: (plan: PlanDetail) => void): PlanSitesEditor {
  const client = useApiClient();
  const planId = plan.plan_id;
  // The latest callback, so the machine (made once) calls the screen's current one.
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const logic = useMemo(
    () =>
      planSitesFormMachine.provide({
        actors: {
          validate: fromPromise<FormErrors, ValidateInput<PlanSitesValues>>(async ({ input }) =>
            validatePlanSites(input.values),
          ),
          submit: fromPromise<PlanSitesSaved, SubmitInput<PlanSitesValues>>(({ input, signal }) =>
            savePlanSites(client, planId, input.values, signal),
          ),
        },
        actions: {
          saved: (_, params) => {
            notify.success({ title: params.result.message || 'Plan sites saved' });
            onSavedRef.current(params.result.plan);
          },
        },
      }),
    [client, planId],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table starts from the plan as it loaded
  const input = useMemo(() => ({ values: valuesOfPlan(plan), validateOn: 'change' as const }), []);
  const actor = useActorRef(logic, { input, ...inspectOptions() });
  const status = useSelector(actor, statusOf);
  const rows = useSelector(actor, (snapshot) => snapshot.context.values.rows);
  const hiddenColumns = useSelector(actor, (snapshot) => snapshot.context.values.hiddenColumns);
  const dirty = useSelector(actor, (snapshot) => snapshot.context.dirty);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const shown = useSelector(actor, (snapshot) => visibleErrors(snapshot.context), sameErrors);
  const previousErrors = useRef<PlanSiteErrors>({});
  const errors = useMemo(() => {
    previousErrors.current = rowErrorsByKey(shown, previousErrors.current);
    return previousErrors.current;
  }, [shown]);

  const send = useCallback(
    (change: PlanSitesChange | null) => {
      if (change) actor.send({ type: 'form.change', ...change });
    },
    [actor],
  );
  const rowsNow = useCallback(() => actor.getSnapshot().context.values.rows, [actor]);
  const add = useCallback((added: PlanSiteDraft[]) => send(addRows(rowsNow(), added)), [send, rowsNow]);
  const change = useCallback(
    (key: string, values: Partial<PlanSiteValues>) => send(changeRow(rowsNow(), key, values)),
    [send, rowsNow],
  );
  const remove = useCallback((keys: string[]) => send(removeRows(rowsNow(), keys)), [send, rowsNow]);
  const hide = useCallback((columns: string[]) => send(hideColumns(columns)), [send]);
  const save = useCallback(() => actor.send({ type: 'form.submit' }), [actor]);

  return {
    status,
    rows,
    hiddenColumns,
    dirty,
    errors,
    failure,
    add,
    change,
    remove,
    hideColumns: hide,
    save,
  };
}
