import { isNotFound } from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { useLoadMachine } from '../../request/use-load-machine.ts';
import type { BriefPlanListDefinition, PlansOfBrief } from '../brief-plan-lists.ts';

export type BriefPlansLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'succeeded'; answer: PlansOfBrief };

/** The plans of one brief as the screen's call lists them: loading, not found (404), failed with retry, or loaded. */
export function useBriefPlans(definition: BriefPlanListDefinition, briefId: number | null): BriefPlansLoad {
  const client = useApiClient();
  const logic = useMemo(
    () => createRequestStateMachine((briefId: number, signal) => definition.fetch(client, briefId, signal)),
    [client, definition],
  );
  // A load: the screen draws the deferred snapshot (useLoadMachine), as every useApiRequest does.
  const { snapshot, retry } = useLoadMachine(logic, briefId === null ? undefined : { input: briefId });

  if (briefId === null) return { status: 'notFound' };
  if (snapshot.value === 'failed')
    return isNotFound(snapshot.context.error)
      ? { status: 'notFound' }
      : { status: 'failed', error: snapshot.context.error, retry };
  if (snapshot.value === 'succeeded' && snapshot.context.data)
    return { status: 'succeeded', answer: snapshot.context.data };
  return { status: 'loading' };
}
