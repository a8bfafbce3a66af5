import type { BriefListItem } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Text } from '@ooh/ui/text';

export type AcceptedPlan = NonNullable<BriefListItem['accepted_plan']>;

/**
 * Why no plan is started on a brief that has an accepted plan: one accepted plan per brief (docs/domain.md, "Plan
 * views and one plan per brief"), so a new one could never be accepted, and the server refuses it (409).
 */
export function acceptedPlanText(plan: AcceptedPlan): string {
  return `This brief already has an accepted plan, ${plan.name}. Only one plan per brief can be accepted, so a new plan could never be accepted.`;
}

export type AcceptedPlanNoteProps = {
  plan: AcceptedPlan;
};

/** The note shown where a plan would be created on a brief that already has an accepted plan. */
export function AcceptedPlanNote({ plan }: AcceptedPlanNoteProps) {
  return (
    <Box background="sunken" borderRadius="md" padding="sm">
      <Text size="sm" tone="caution">
        {acceptedPlanText(plan)}
      </Text>
    </Box>
  );
}
