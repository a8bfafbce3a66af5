import { type BriefListItem, createPlanName, type PlanListItem } from '@ooh/api';
import { briefDetailsHref, planViewHref } from '@ooh/api/routes';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Tabs } from '@ooh/ui/tabs';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTabParam } from '../modules/kit/list/use-tab-param.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { ApprovedBriefsPanel } from '../modules/plan-lists/components/ApprovedBriefsPanel.tsx';
import {
  CreatePlanDialog,
  type CreatePlanTarget,
} from '../modules/plan-lists/components/CreatePlanDialog.tsx';
import { PlanListPanel } from '../modules/plan-lists/components/PlanListPanel.tsx';
import { usePlanCounts } from '../modules/plan-lists/hooks/use-plan-counts.ts';
import {
  APPROVED_BRIEFS,
  PLAN_LISTS,
  PLAN_TAB_VALUES,
  type PlanTab,
  planListOf,
} from '../modules/plan-lists/plan-lists.ts';
import { selectPlan } from '../modules/plan-lists/plan-routes.ts';
import { persistedState } from '../state/store.ts';

/**
 * /plan: the approved briefs to plan for, and the plans by state, a tab each (kept in the URL). A plan row opens
 * the plan's view for its status; a brief row offers "Create plan".
 */
export function PlanListsPage() {
  const permissions = usePermissions();
  const { role } = permissions;
  const [tab, changeTab] = useTabParam(PLAN_TAB_VALUES);
  const { counts, refresh } = usePlanCounts(role);
  const [, navigate] = useLocation();
  const [planFor, setPlanFor] = useState<CreatePlanTarget | null>(null);

  const mayCreatePlan = permissions.mayCall(createPlanName);
  const mayOpenBriefs = permissions.mayOpen('/view-brief-details/{brief_id}');

  const handleTabChange = (value: string) => {
    changeTab(value as PlanTab);
    // Plans moved since the counts were read (here or elsewhere) show when the tab changes.
    refresh();
  };
  const handleOpenPlan = (plan: PlanListItem) => {
    selectPlan(plan);
    navigate(planViewHref(plan, role));
  };
  const handleOpenBrief = (brief: BriefListItem) => {
    persistedState.selectedBrief = { id: brief.id, label: `${brief.brief_number} · ${brief.campaign_name}` };
    navigate(briefDetailsHref(brief));
  };

  const items = [
    { value: 'approved-briefs', label: APPROVED_BRIEFS.label, count: APPROVED_BRIEFS.count(counts) },
    ...PLAN_LISTS.map((list) => ({ value: list.value, label: list.label, count: list.count?.(counts) })),
  ].map(({ count, ...item }) => (count === undefined ? item : { ...item, count }));

  return (
    <>
      <Stack space="lg">
        <PageHeader
          title="Plans"
          description="Approved briefs ready to plan, and the plans by status. Open a plan to review it."
        />
        <Tabs label="Plan status" value={tab} onValueChange={handleTabChange} items={items}>
          {() =>
            tab === 'approved-briefs' ? (
              <ApprovedBriefsPanel
                key={tab}
                onCreatePlan={mayCreatePlan ? setPlanFor : undefined}
                onOpen={mayOpenBriefs ? handleOpenBrief : undefined}
              />
            ) : (
              <PlanListPanel key={tab} list={planListOf(tab)} onOpen={handleOpenPlan} />
            )
          }
        </Tabs>
      </Stack>
      {/* Outside the stack: a closed dialog renders nothing, and a stack spaces every child it is given. */}
      <CreatePlanDialog brief={planFor} onClose={() => setPlanFor(null)} />
    </>
  );
}
