import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import {
  type PlanChoice,
  PlanPicker,
  planChoiceOf,
} from '../modules/visual-representation/components/PlanPicker.tsx';
import { VisualRepOfPlan } from '../modules/visual-representation/components/VisualRepresentation.tsx';
import { WaitingPlans } from '../modules/visual-representation/components/WaitingPlans.tsx';
import { planIdParam } from '../modules/visual-representation/visual-rep.ts';
import { persistedState } from '../state/store.ts';

/**
 * /plan/visual-representation: choose a plan (kept in the URL as `?plan_id=`, so links from a plan land on it and
 * a reload keeps it), then its sites' photos by city, and the workbook and deck for the client.
 */
export function VisualRepresentationPage() {
  const [params, setParams] = useSearchParams();
  const planId = planIdParam(params.get('plan_id'));
  const { selectedPlan } = useSnapshot(persistedState);
  // The picker names the plan as it was chosen or last seen; a plan reached by a link is named by its number
  // until it has loaded (the plan's screen then remembers it).
  const known = planId !== null && selectedPlan?.id === planId && Boolean(selectedPlan.label);
  const choice: PlanChoice | null =
    planId === null
      ? null
      : { plan_id: planId, label: known && selectedPlan?.label ? selectedPlan.label : `Plan ${planId}` };

  const handleChoose = (plan: PlanChoice | null) => {
    if (plan) persistedState.selectedPlan = { id: plan.plan_id, label: plan.label };
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (plan) next.set('plan_id', String(plan.plan_id));
      else next.delete('plan_id');
      return next;
    });
  };

  return (
    <Stack space="xl">
      <PageHeader
        title="Visual representation"
        description="A photo for each site of a plan, and the Excel workbook and PDF deck the client is shown."
      />
      <Card>
        {/*
          The picker spells a chosen plan once: it is drawn anew when a plan reached by a link gets its name, and
          only then (choosing in the picker keeps it, and the focus in it).
        */}
        <PlanPicker key={choice && !known ? 'unnamed' : 'named'} value={choice} onChange={handleChoose} />
      </Card>
      {planId === null ? (
        <>
          <EmptyState
            title="Choose a plan"
            description="Search for a plan by its name, brief number, campaign or client to see its sites and photos."
          />
          <WaitingPlans onChoose={(plan) => handleChoose(planChoiceOf(plan))} />
        </>
      ) : (
        <VisualRepOfPlan key={planId} planId={planId} />
      )}
    </Stack>
  );
}
