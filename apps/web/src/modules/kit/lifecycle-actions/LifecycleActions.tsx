import { Button } from '@ooh/ui/button';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import type { AnyStateMachine } from 'xstate';
import { usePermissions } from '../permissions/use-permissions.ts';
import {
  type ActionOutcome,
  type CallAction,
  endpointOf,
  type LifecycleDefinition,
  lifecycleOffer,
  textOf,
} from './definition.ts';
import { useLifecycleAction } from './use-lifecycle-action.ts';

export type LifecycleActionsProps<M extends AnyStateMachine, R, K extends string> = {
  definition: LifecycleDefinition<M, R, K>;
  record: R;
  /** An action went through: which one, and what the server answered. */
  onDone: (outcome: ActionOutcome<R>, key: K) => void;
};

const buttonVariant = { primary: 'primary', secondary: 'secondary', danger: 'danger' } as const;

function CallActionButton<M extends AnyStateMachine, R, K extends string>({
  action,
  record,
  onDone,
}: {
  action: CallAction<M, R, K>;
  record: R;
  onDone: (outcome: ActionOutcome<R>, key: K) => void;
}) {
  const run = useLifecycleAction({
    requiresReason: action.reason !== undefined,
    perform: (client, { reason }) => action.perform(client, record, reason),
    // The call's own fallback from the contract (spec section 8), when the answer carries no message.
    fallback: endpointOf(action, record).errorMessage,
    onDone: (outcome) => onDone(outcome, action.key),
  });
  return (
    <>
      <Button variant={buttonVariant[action.tone]} onClick={run.start}>
        {action.label}
      </Button>
      <ConfirmDialog
        open={run.open}
        onOpenChange={(open) => (open ? undefined : run.cancel())}
        title={textOf(action.confirm.title, record)}
        description={textOf(action.confirm.description, record)}
        confirmLabel={textOf(action.confirm.confirmLabel, record)}
        tone={action.tone === 'danger' ? 'danger' : 'default'}
        {...(action.reason ? { requireReason: action.reason } : {})}
        busy={run.busy}
        error={run.error}
        onConfirm={run.confirm}
      />
    </>
  );
}

/**
 * A record's lifecycle actions, from its domain's definition: only those the machine allows in the record's
 * status and facts and the viewer's role may take. Each call asks first in a confirmation dialog (with a reason
 * where the event needs one); a refusal (409 and the like) is shown in the dialog, where confirming again
 * retries. Renders nothing when nothing is offered.
 */
export function LifecycleActions<M extends AnyStateMachine, R, K extends string>({
  definition,
  record,
  onDone,
}: LifecycleActionsProps<M, R, K>) {
  const permissions = usePermissions();
  const { allowed } = lifecycleOffer(definition, record, permissions);
  const offered = definition.actions.filter((action) => allowed.has(action.key));
  if (offered.length === 0) return null;
  return (
    <Inline space="sm" alignY="center">
      {offered.map((action) =>
        action.kind === 'link' ? (
          <Link key={action.key} href={action.href(record)} variant="standalone">
            {action.label}
          </Link>
        ) : (
          <CallActionButton key={action.key} action={action} record={record} onDone={onDone} />
        ),
      )}
    </Inline>
  );
}
