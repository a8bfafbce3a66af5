import {
  acceptBrief,
  type Brief,
  type BriefSummary,
  deleteBrief,
  rejectBrief,
  type StaffRole,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { Link } from '@ooh/ui/link';
import { briefActions, updateHref } from '../brief-actions.ts';
import { useBriefAction } from '../hooks/use-brief-action.ts';
import * as styles from './briefs.css.ts';

/** Spec section 8 fallbacks, when the server's answer carries no message. */
export const DECISION_FAILED = 'An error occurred during the update';
export const DELETE_FAILED = 'Failed to delete Brief';

export type BriefReviewActionsProps = {
  brief: Brief;
  role: StaffRole | null;
  /** Accepted or rejected: the brief as the server now has it, and its message. */
  onDecided: (brief: BriefSummary, message: string) => void;
  onDeleted: (brief: BriefSummary, message: string) => void;
};

/**
 * Accept, Reject (with a required reason), Delete and Update: only those the brief machine allows in the
 * brief's status and the viewer's role may do. Each asks first; a refusal (409 and the like) is shown in the
 * dialog, where confirming again retries.
 */
export function BriefReviewActions({ brief, role, onDecided, onDeleted }: BriefReviewActionsProps) {
  const allowed = briefActions(brief, role);
  const params = { id: brief.id };

  const accept = useBriefAction({
    requiresReason: false,
    perform: (client) => client.call(acceptBrief, { params }),
    fallback: DECISION_FAILED,
    onDone: (answer) => onDecided(answer.brief, answer.message),
  });
  const reject = useBriefAction({
    requiresReason: true,
    perform: (client, { reason }) => client.call(rejectBrief, { params, body: { reason: reason ?? '' } }),
    fallback: DECISION_FAILED,
    onDone: (answer) => onDecided(answer.brief, answer.message),
  });
  const remove = useBriefAction({
    requiresReason: false,
    perform: (client) => client.call(deleteBrief, { params }),
    fallback: DELETE_FAILED,
    onDone: (answer) => onDeleted(answer.brief, answer.message),
  });

  const anything = allowed.accept || allowed.reject || allowed.delete || allowed.update;
  if (!anything) return null;

  return (
    <div className={styles.actions}>
      {allowed.accept ? <Button onClick={accept.start}>Accept</Button> : null}
      {allowed.reject ? (
        <Button variant="secondary" onClick={reject.start}>
          Reject
        </Button>
      ) : null}
      {allowed.update ? (
        <Link href={updateHref(brief)} variant="standalone">
          Update brief
        </Link>
      ) : null}
      {allowed.delete ? (
        <Button variant="danger" onClick={remove.start}>
          Delete
        </Button>
      ) : null}

      <ConfirmDialog
        open={accept.open}
        onOpenChange={(open) => (open ? undefined : accept.cancel())}
        title={`Accept brief ${brief.brief_number}?`}
        description="The brief moves to Approved and the planners are told, so they can start a plan."
        confirmLabel="Accept brief"
        busy={accept.busy}
        error={accept.error}
        onConfirm={accept.confirm}
      />
      <ConfirmDialog
        open={reject.open}
        onOpenChange={(open) => (open ? undefined : reject.cancel())}
        title={`Reject brief ${brief.brief_number}?`}
        description="The brief moves to Rejected; its author is told why and can update it."
        confirmLabel="Reject brief"
        tone="danger"
        requireReason={{ label: 'Reason', hint: 'Shown to the author of the brief' }}
        busy={reject.busy}
        error={reject.error}
        onConfirm={reject.confirm}
      />
      <ConfirmDialog
        open={remove.open}
        onOpenChange={(open) => (open ? undefined : remove.cancel())}
        title={`Delete brief ${brief.brief_number}?`}
        description="The brief leaves every list and count. This cannot be undone."
        confirmLabel="Delete brief"
        tone="danger"
        busy={remove.busy}
        error={remove.error}
        onConfirm={remove.confirm}
      />
    </div>
  );
}
