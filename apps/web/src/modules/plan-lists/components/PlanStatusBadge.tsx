import { statusLabel, toneOf } from '@ooh/machines/lifecycle';
import { planMachine, planStatusTone } from '@ooh/machines/plan';
import { StatusBadge } from '@ooh/ui/status-badge';

export type PlanStatusBadgeProps = {
  status: string;
};

/** A plan's status in the plan machine's words ('In progress', 'Modification required'). */
export function PlanStatusBadge({ status }: PlanStatusBadgeProps) {
  const label = statusLabel(planMachine, status);
  return (
    <StatusBadge
      tone={toneOf(planStatusTone, status)}
      label={label.charAt(0).toUpperCase() + label.slice(1)}
    />
  );
}
