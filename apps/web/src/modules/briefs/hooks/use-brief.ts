import { type Brief, type BriefPlan, classifyError, fetchSingleBrief } from '@ooh/api';
import { useState } from 'react';
import { useApiRequest } from '../../request/use-api-request.ts';

export type BriefLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'succeeded'; brief: Brief; plans: BriefPlan[] };

export interface BriefView {
  load: BriefLoad;
  /** Shows what the server answered to a change (a decision, a new link) without loading the brief again. */
  applyChange: (change: Partial<Brief>) => void;
}

/** `"42"` → 42; anything that is not a positive whole number → null (such a brief cannot exist). */
export function briefIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function isNotFound(error: unknown): boolean {
  const kind = classifyError(error);
  return kind.kind === 'client' && kind.status === 404;
}

/** One brief with its plans (fetchSingleBrief): loading, not found (404), failed with retry, or loaded. */
export function useBrief(id: number | null): BriefView {
  const request = useApiRequest(fetchSingleBrief, {
    initial: { params: { id: id ?? 0 } },
    enabled: id !== null,
  });
  const [changed, setChanged] = useState<Brief | null>(null);
  const data = request.data;
  const brief = changed && changed.id === data?.brief.id ? changed : data?.brief;

  const applyChange = (change: Partial<Brief>) => {
    if (brief) setChanged({ ...brief, ...change });
  };

  let load: BriefLoad;
  if (id === null) load = { status: 'notFound' };
  else if (request.status === 'failed')
    load = isNotFound(request.error)
      ? { status: 'notFound' }
      : { status: 'failed', error: request.error, retry: request.retry };
  else if (data && brief) load = { status: 'succeeded', brief, plans: data.plans };
  else load = { status: 'loading' };
  return { load, applyChange };
}
