import {
  acceptPlan,
  losePlan,
  type PlanDetail,
  type PlanListItem,
  requestPlanModification,
  resubmitPlan,
  type StaffRole,
  submitPlan,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { Link } from '@ooh/ui/link';
import { useBriefAction as useReviewAction } from '../../briefs/hooks/use-brief-action.ts';
import { planSitesHref } from '../../plan-lists/plan-routes.ts';
import { planActions } from '../plan-actions.ts';
import * as styles from './plans.css.ts';

/** Spec section 8: shown when the server's answer to a transition carries no message. */
export const STATUS_UPDATE_FAILED = 'Failed to update status';

export type PlanActionsProps = {
  plan: PlanDetail;
  role: StaffRole | null;
  /** A transition went through: the plan as the server now has it, and its message. */
  onMoved: (plan: PlanListItem, message: string) => void;
};

/**
 * Edit sites, Submit, Resubmit, Accept, Request modification (with a required reason) and Mark as lost (with a
 * required reason): only those the plan machine allows in the plan's status and facts and the viewer's role may
 * call. Each asks first through the action machine; a refusal (409) is shown in the dialog, where confirming
 * again retries.
 */
export function PlanActions({ plan, role, onMoved }: PlanActionsProps) {
  const allowed = planActions(plan, role);
  const params = { plan_id: plan.plan_id };
  const moved = (answer: { message: string; plan: PlanListItem }) => onMoved(answer.plan, answer.message);

  const submit = useReviewAction({
    requiresReason: false,
    perform: (client) => client.call(submitPlan, { params }),
    fallback: STATUS_UPDATE_FAILED,
    onDone: moved,
  });
  const resubmit = useReviewAction({
    requiresReason: false,
    perform: (client) => client.call(resubmitPlan, { params }),
    fallback: STATUS_UPDATE_FAILED,
    onDone: moved,
  });
  const accept = useReviewAction({
    requiresReason: false,
    perform: (client) => client.call(acceptPlan, { params }),
    fallback: STATUS_UPDATE_FAILED,
    onDone: moved,
  });
  const requestModification = useReviewAction({
    requiresReason: true,
    perform: (client, { reason }) =>
      client.call(requestPlanModification, { params, body: { reason: reason ?? '' } }),
    fallback: STATUS_UPDATE_FAILED,
    onDone: moved,
  });
  const lose = useReviewAction({
    requiresReason: true,
    perform: (client, { reason }) => client.call(losePlan, { params, body: { reason: reason ?? '' } }),
    fallback: STATUS_UPDATE_FAILED,
    onDone: moved,
  });

  if (!Object.values(allowed).some(Boolean)) return null;
  const name = plan.planName;
  const nextVersion = plan.version + 1;

  return (
    <div className={styles.actions}>
      {allowed.saveSites ? (
        <Link href={planSitesHref(plan.plan_id)} variant="standalone">
          Edit sites
        </Link>
      ) : null}
      {allowed.submit ? <Button onClick={submit.start}>Submit for review</Button> : null}
      {allowed.resubmit ? <Button onClick={resubmit.start}>Resubmit</Button> : null}
      {allowed.accept ? <Button onClick={accept.start}>Accept</Button> : null}
      {allowed.requestModification ? (
        <Button variant="secondary" onClick={requestModification.start}>
          Request modification
        </Button>
      ) : null}
      {allowed.lose ? (
        <Button variant="danger" onClick={lose.start}>
          Mark as lost
        </Button>
      ) : null}

      <ConfirmDialog
        open={submit.open}
        onOpenChange={(open) => (open ? undefined : submit.cancel())}
        title={`Submit ${name} for review?`}
        description={`The plan moves to Pending as version ${plan.version}, and the key account managers are told so they can review it with the client.`}
        confirmLabel="Submit plan"
        busy={submit.busy}
        error={submit.error}
        onConfirm={submit.confirm}
      />
      <ConfirmDialog
        open={resubmit.open}
        onOpenChange={(open) => (open ? undefined : resubmit.cancel())}
        title={`Resubmit ${name}?`}
        description={`This creates version ${nextVersion} from the sites as they are now and sends it for review again; the key account managers are told.`}
        confirmLabel={`Resubmit as version ${nextVersion}`}
        busy={resubmit.busy}
        error={resubmit.error}
        onConfirm={resubmit.confirm}
      />
      <ConfirmDialog
        open={accept.open}
        onOpenChange={(open) => (open ? undefined : accept.cancel())}
        title={`Accept ${name}?`}
        description="This becomes the brief's accepted plan and its sites are booked for their dates; no other plan of the brief can be accepted. The planners are told."
        confirmLabel="Accept plan"
        busy={accept.busy}
        error={accept.error}
        onConfirm={accept.confirm}
      />
      <ConfirmDialog
        open={requestModification.open}
        onOpenChange={(open) => (open ? undefined : requestModification.cancel())}
        title={`Request a modification of ${name}?`}
        description="The plan goes back to the planners with your reason; they change it and resubmit it as a new version."
        confirmLabel="Request modification"
        requireReason={{ label: 'Reason', hint: 'Shown to the planners: what should change' }}
        busy={requestModification.busy}
        error={requestModification.error}
        onConfirm={requestModification.confirm}
      />
      <ConfirmDialog
        open={lose.open}
        onOpenChange={(open) => (open ? undefined : lose.cancel())}
        title={`Mark ${name} as lost?`}
        description="The plan is closed as lost and cannot be changed again. The planners are told why."
        confirmLabel="Mark as lost"
        tone="danger"
        requireReason={{ label: 'Reason', hint: 'Shown to the planners: why the plan was lost' }}
        busy={lose.busy}
        error={lose.error}
        onConfirm={lose.confirm}
      />
    </div>
  );
}
