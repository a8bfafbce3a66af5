import { errorMessage, fieldErrors, type PlanListItem } from '@ooh/api';
// The full entry: the name is checked with its body schema before sending.
import { createPlanName } from '@ooh/api/contract';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';

export interface CreatePlanView {
  creating: boolean;
  /** The name's own message: the contract's check before sending, or the 400's `errors.planName`. */
  fieldError: string | undefined;
  /** Any other refusal (409: the brief is not approved) or failure: the server's message or the fallback. */
  error: string | undefined;
  create: (planName: string) => void;
}

/**
 * Starts a plan on an approved brief (createPlanName), checked by the contract first. `onCreated` gets the new
 * plan and the server's message once it exists.
 */
export function useCreatePlan(
  briefId: number,
  onCreated: (plan: PlanListItem, message: string) => void,
): CreatePlanView {
  const client = useApiClient();
  const latest = useRef(onCreated);
  latest.current = onCreated;
  const logic = useMemo(
    () =>
      createRequestStateMachine(async (planName: string, signal) => {
        const answer = await client.call(createPlanName, { params: { briefId }, body: { planName }, signal });
        latest.current(answer.plan, answer.message);
        return answer;
      }),
    [client, briefId],
  );
  const [snapshot, send] = useMachine(logic, { input: {}, ...inspectOptions() });
  const [localError, setLocalError] = useState<string>();

  const create = (planName: string) => {
    const checked = createPlanName.body.safeParse({ planName });
    if (!checked.success) {
      setLocalError(checked.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    send({ type: 'request.start', input: checked.data.planName });
  };

  const failed = snapshot.value === 'failed';
  const serverFieldError = failed ? fieldErrors(snapshot.context.error).planName : undefined;
  return {
    // Still busy once created: the screen is moving on to the site table.
    creating: snapshot.value === 'loading' || snapshot.value === 'succeeded',
    fieldError: localError ?? serverFieldError,
    error:
      failed && !serverFieldError && !localError
        ? errorMessage(snapshot.context.error, createPlanName)
        : undefined,
    create,
  };
}
