import type { BriefSummary, PlanListItem } from '@ooh/api';
import { planSitesHref } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { TextField } from '@ooh/ui/text-field';
import { notify } from '@ooh/ui/toast';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useCreatePlan } from '../hooks/use-create-plan.ts';
import { selectPlan } from '../plan-routes.ts';
import { type AcceptedPlan, AcceptedPlanNote } from './AcceptedPlanNote.tsx';

export type CreatePlanTarget = Pick<BriefSummary, 'id' | 'brief_number' | 'campaign_name'> & {
  /** The brief's accepted plan, when it has one: no plan is started then (one accepted plan per brief). */
  accepted_plan?: AcceptedPlan | null;
};

export type CreatePlanDialogProps = {
  /** The approved brief to plan for; the dialog is open while there is one. */
  brief: CreatePlanTarget | null;
  onClose: () => void;
};

/**
 * Asks for the new plan's name and starts it on the brief. Once the server has it, the plan becomes the
 * selected plan and its site table opens, where the plan is built.
 */
export function CreatePlanDialog({ brief, onClose }: CreatePlanDialogProps) {
  return (
    <Dialog.Root open={brief !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="sm">
        {brief?.accepted_plan ? (
          <AcceptedPlanMessage brief={brief} plan={brief.accepted_plan} />
        ) : brief ? (
          <CreatePlanForm brief={brief} onClose={onClose} />
        ) : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Instead of the form, on a brief with an accepted plan: why no plan is started there. */
// Closed by the dialog's own Close button (and Escape): nothing else to do here.
function AcceptedPlanMessage({ brief, plan }: { brief: CreatePlanTarget; plan: AcceptedPlan }) {
  return (
    <Stack space="md">
      <Dialog.Title>No new plan for this brief</Dialog.Title>
      <Dialog.Description>{`Brief ${brief.brief_number} · ${brief.campaign_name}.`}</Dialog.Description>
      <AcceptedPlanNote plan={plan} />
    </Stack>
  );
}

/** Mounted while the dialog is open, so the name and the last error start empty each time. */
function CreatePlanForm({ brief, onClose }: { brief: CreatePlanTarget; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [planName, setPlanName] = useState('');

  const handleCreated = (plan: PlanListItem, message: string) => {
    notify.success({ title: message, description: `${plan.planName} · ${plan.brief_number}` });
    selectPlan(plan);
    navigate(planSitesHref(plan));
  };
  const creation = useCreatePlan(brief.id, handleCreated);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!creation.creating) creation.create(planName);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack space="md">
        <Dialog.Title>Create a plan</Dialog.Title>
        <Dialog.Description>
          {`For brief ${brief.brief_number} · ${brief.campaign_name}. The plan starts in progress; its sites are added next.`}
        </Dialog.Description>
        <TextField
          label="Plan name"
          name="planName"
          maxLength={200}
          required
          value={planName}
          onValueChange={setPlanName}
          error={creation.fieldError}
          disabled={creation.creating}
          autoComplete="off"
        />
        {creation.error ? (
          <Box role="alert">
            <Text size="sm" tone="critical">
              {creation.error}
            </Text>
          </Box>
        ) : null}
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose} disabled={creation.creating}>
            Cancel
          </Button>
          <Button type="submit" loading={creation.creating}>
            Create plan
          </Button>
        </Dialog.Footer>
      </Stack>
    </form>
  );
}
