import { errorMessage, fieldErrors } from '@ooh/api';
import {
  createFormMachine,
  type FormErrors,
  FormSubmitError,
  type SubmitInput,
  type ValidateInput,
  visibleErrors,
} from '@ooh/machines/form';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { inspectOptions } from '../../devtools/inspector.ts';

export type ApiFormStatus = 'editing' | 'validating' | 'submitting' | 'done' | 'failed';

export interface ApiFormSetup<V extends object, R> {
  initial: V;
  /** Messages by field: the contract's schema. */
  validate: (values: V) => FormErrors;
  /** Sends the values; rejects with the API error. */
  save: (values: V, signal: AbortSignal) => Promise<R>;
  /** The fields the form shows: a 400's messages for them go on the fields. */
  fields: readonly string[];
  /** The alert's message when the server gives none. */
  fallbackMessage: string;
  /** After a save (toast, selection, navigation); a screen may instead move on from `result`. */
  onSaved?: (result: R) => void;
}

export interface ApiForm<V extends object, R = unknown> {
  values: V;
  /** The messages shown now, by field. */
  errors: FormErrors;
  /** The failed save's message, for the alert. */
  failure: string | null;
  status: ApiFormStatus;
  /** Changed since loaded or saved: leaving asks first. */
  dirty: boolean;
  /** Goes up with each invalid submit or refused save: the focus effect moves to the first invalid field. */
  invalidAttempts: number;
  /** What the save answered. */
  result: R | undefined;
  change: (patch: Partial<V>) => void;
  blur: (field: string) => void;
  submit: () => void;
}

/** A 400's field messages kept for the fields the form shows (the others go to the alert's message). */
export function knownFieldErrors(errors: Record<string, string>, fields: readonly string[]): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

function statusOf(value: unknown): ApiFormStatus {
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as ApiFormStatus;
}

/**
 * A screen's form over the shared form machine, typed by the screen's values: the contract's schema validates, the
 * API call saves, a 400's messages land on their fields and any other refusal (a 409) is the alert. The setup is
 * read once, when the form mounts (edit screens mount it once their record has loaded). The brief forms and the
 * site form use it.
 */
export function useApiForm<V extends object, R>(setup: ApiFormSetup<V, R>): ApiForm<V, R> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine is created once per mounted form
  const logic = useMemo(
    () =>
      createFormMachine<V, R>().provide({
        actors: {
          validate: fromPromise<FormErrors, ValidateInput<V>>(async ({ input }) =>
            setup.validate(input.values),
          ),
          submit: fromPromise<R, SubmitInput<V>>(async ({ input, signal }) => {
            try {
              return await setup.save(input.values, signal);
            } catch (error) {
              throw new FormSubmitError(
                errorMessage(error, setup.fallbackMessage),
                knownFieldErrors(fieldErrors(error), setup.fields),
              );
            }
          }),
        },
        actions: { saved: (_, params) => setup.onSaved?.(params.result) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { values: setup.initial }, ...inspectOptions() });
  const change = useCallback((patch: Partial<V>) => send({ type: 'form.change', values: patch }), [send]);
  const blur = useCallback((field: string) => send({ type: 'form.blur', field }), [send]);
  const submit = useCallback(() => send({ type: 'form.submit' }), [send]);
  return {
    values: snapshot.context.values,
    errors: visibleErrors(snapshot.context),
    failure: snapshot.context.failure,
    status: statusOf(snapshot.value),
    dirty: snapshot.context.dirty,
    invalidAttempts: snapshot.context.invalidAttempts,
    result: snapshot.context.result,
    change,
    blur,
    submit,
  };
}
