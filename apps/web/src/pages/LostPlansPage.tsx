import type { PlanListItem } from '@ooh/api';
import { planViewHref } from '@ooh/api/routes';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { useLocation } from 'wouter';
import { PlanListPanel } from '../modules/plan-lists/components/PlanListPanel.tsx';
import { LOST_PLANS } from '../modules/plan-lists/plan-lists.ts';
import { selectPlan } from '../modules/plan-lists/plan-routes.ts';
import { useSession } from '../modules/session/SessionContext.tsx';

/** /lostPlan: the plans the clients did not take, with the reason given; a row opens the lost plan. */
export function LostPlansPage() {
  const [, navigate] = useLocation();
  const { user } = useSession();
  const handleOpen = (plan: PlanListItem) => {
    selectPlan(plan);
    navigate(planViewHref(plan, user?.role ?? null));
  };
  return (
    <Stack space="lg">
      <PageHeader title="Lost plans" description="Plans the client did not take, with the reason given." />
      <PlanListPanel list={LOST_PLANS} onOpen={handleOpen} />
    </Stack>
  );
}
