import { type Brief, type BriefPlan, fetchSingleBrief } from '@ooh/api';
import { useRecord } from '../../kit/record/use-record.ts';

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

/** One brief with its plans (fetchSingleBrief), through the kit's record loader. */
export function useBrief(id: number | null): BriefView {
  const { load, applyChange } = useRecord(fetchSingleBrief, id === null ? null : { params: { id } });
  return {
    load:
      load.status === 'succeeded'
        ? { status: 'succeeded', brief: load.record.brief, plans: load.record.plans }
        : load,
    applyChange: (change) => applyChange((answer) => ({ ...answer, brief: { ...answer.brief, ...change } })),
  };
}
