import { fetchAlterPendingPlans, type PlanListItem } from '@ooh/api';
import { planViewHref } from '@ooh/api/routes';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { useRecord } from '../../kit/record/use-record.ts';

const SHOWN = 10;

export type WaitingPlansProps = {
  /** Chooses a plan on the visual representation screen. */
  onChoose: (plan: PlanListItem) => void;
};

/**
 * The plans waiting for a review after a modification, newest first: the editor's work (docs/domain.md, "The shell
 * (issue 15)"). Each opens the plan view the reader may open (for an editor, the modification-pending view) or
 * chooses it here. Shown to the roles that may read that list; nothing while it loads or when it fails (the
 * picker above still searches).
 */
export function WaitingPlans({ onChoose }: WaitingPlansProps) {
  const permissions = usePermissions();
  const allowed = permissions.mayCall(fetchAlterPendingPlans);
  const { load } = useRecord(fetchAlterPendingPlans, allowed ? { query: { page: 1, limit: SHOWN } } : null);
  if (!allowed || load.status !== 'succeeded') return null;
  const plans = load.record.plans;
  return (
    <Card title="Plans waiting after a modification">
      {plans.length === 0 ? (
        <Text tone="secondary">No plan is waiting for a review after a modification.</Text>
      ) : (
        <Stack space="md" as="ul" aria-label="Plans waiting after a modification">
          {plans.map((plan) => (
            <Inline key={plan.plan_id} space="md" alignY="center">
              <Link href={planViewHref(plan, permissions.role)} variant="standalone">
                {plan.brief_number} · {plan.planName}
              </Link>
              <Text tone="secondary">{plan.client_name}</Text>
              <Button variant="secondary" size="sm" onClick={() => onChoose(plan)}>
                Show its photos
              </Button>
            </Inline>
          ))}
        </Stack>
      )}
    </Card>
  );
}
