import { type Brief, errorMessage, fetchSingleBrief, isNotFound } from '@ooh/api';
import { briefMachine } from '@ooh/machines/brief';
import { can, next, refusal } from '@ooh/machines/lifecycle';
import { useApiRequest } from '../../request/use-api-request.ts';

export const BRIEF_LOAD_FALLBACK = 'An error occurred while fetching the brief';

export type BriefToUpdate =
  | { status: 'loading' }
  | { status: 'notFound'; message: string }
  | { status: 'failed'; message: string; retry: () => void }
  | {
      status: 'loaded';
      brief: Brief;
      /** The brief machine allows `brief.update` in the brief's status. */
      editable: boolean;
      /** Why not, in the machine's words, when it is not editable. */
      refusal: string | null;
      /** Saving moves the brief to another status (a rejected brief goes back to new). */
      resubmits: boolean;
    };

const UPDATE = { type: 'brief.update' } as const;

/** The brief an update screen edits, and what the brief machine lets it do with it. */
export function useBriefToUpdate(briefId: number): BriefToUpdate {
  const request = useApiRequest(fetchSingleBrief, { initial: { params: { id: briefId } } });
  if (request.status === 'failed') {
    if (isNotFound(request.error)) {
      return { status: 'notFound', message: errorMessage(request.error, 'This brief does not exist.') };
    }
    return {
      status: 'failed',
      message: errorMessage(request.error, BRIEF_LOAD_FALLBACK),
      retry: request.retry,
    };
  }
  const brief = request.data?.brief;
  if (request.status !== 'succeeded' || !brief) return { status: 'loading' };
  const facts = { hasPlan: brief.is_Plan_attached === 'Y' };
  const editable = can(briefMachine, brief.status, UPDATE, facts);
  return {
    status: 'loaded',
    brief,
    editable,
    refusal: editable ? null : refusal(briefMachine, brief.status, UPDATE),
    resubmits: editable && next(briefMachine, brief.status, UPDATE, facts) !== brief.status,
  };
}
