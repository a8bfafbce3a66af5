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
import { knownFieldErrors } from '../brief-form-values.ts';

export type BriefFormStatus = 'editing' | 'validating' | 'submitting' | 'done' | 'failed';

export interface BriefFormSetup<V extends object, R> {
  initial: V;
  /** Messages by field: the contract's schema. */
  validate: (values: V) => FormErrors;
  /** Sends the values; rejects with the API error. */
  save: (values: V, signal: AbortSignal) => Promise<R>;
  /** The fields the form shows: a 400's messages for them go on the fields. */
  fields: readonly string[];
  /** The alert's message when the server gives none. */
  fallbackMessage: string;
  /** After a save (toast, selection, navigation). */
  onSaved: (result: R) => void;
}

export interface BriefForm<V extends object> {
  values: V;
  /** The messages shown now, by field. */
  errors: FormErrors;
  /** The failed save's message, for the alert. */
  failure: string | null;
  status: BriefFormStatus;
  /** Goes up with each invalid submit or refused save: the focus effect moves to the first invalid field. */
  invalidAttempts: number;
  change: (patch: Partial<V>) => void;
  blur: (field: string) => void;
  submit: () => void;
}

function statusOf(value: unknown): BriefFormStatus {
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as BriefFormStatus;
}

/**
 * A brief screen's form over the shared form machine, typed by the screen's values: the app's validation (the
 * contract's schema) and save (the API call) as its actors, the server's refusals turned into field messages or
 * the alert's message. The setup is read once, when the form mounts: the update screens mount the form after the
 * brief has loaded.
 */
export function useBriefForm<V extends object, R>(setup: BriefFormSetup<V, R>): BriefForm<V> {
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
        actions: { saved: (_, params) => setup.onSaved(params.result) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, {
    input: { values: setup.initial },
    ...inspectOptions(),
  });
  const change = useCallback((patch: Partial<V>) => send({ type: 'form.change', values: patch }), [send]);
  const blur = useCallback((field: string) => send({ type: 'form.blur', field }), [send]);
  const submit = useCallback(() => send({ type: 'form.submit' }), [send]);
  return {
    values: snapshot.context.values,
    errors: visibleErrors(snapshot.context),
    failure: snapshot.context.failure,
    status: statusOf(snapshot.value),
    invalidAttempts: snapshot.context.invalidAttempts,
    change,
    blur,
    submit,
  };
}
