import type { PlanDetail } from '@ooh/api';
import { parseId } from '@ooh/api';
import { type AppPath, href, planViewHref } from '@ooh/api/routes';
import { Card } from '@ooh/ui/card';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { Redirect, useLocation } from 'wouter';
import { type ActionOutcome, LifecycleActions, lifecycleOffer } from '../../kit/lifecycle-actions/index.ts';
import { usePermissions } from '../../kit/permissions/index.ts';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { usePlan } from '../hooks/use-plan.ts';
import { planLifecycle } from '../plan-lifecycle.ts';
import { planPath, routeShowsStatus } from '../plan-view-routes.ts';
import { PlanFacts } from './PlanFacts.tsx';
import { PlanHistory } from './PlanHistory.tsx';
import { PlanLoadState } from './PlanLoadState.tsx';
import { PlanSites } from './PlanSites.tsx';
import { PlanSummaryLinks } from './PlanSummaryLinks.tsx';
import { PlanTotals } from './PlanTotals.tsx';
import { SelectedPlanEffect } from './SelectedPlanEffect.tsx';

export type PlanViewProps = {
  /** The spec path of the route showing the plan (`/pending-plan-review/{brief_id}/view-plan/{plan_id}`). */
  specPath: AppPath;
  params: Readonly<{ plan_id?: string | undefined; brief_id?: string | undefined }>;
};

/** Where "Back to plans" leads: the attach-plan screen of the brief outside the shell, else the plans. */
function backHrefOf(specPath: AppPath, briefId: string | undefined): string {
  return specPath.startsWith('/attach-plan/') && briefId
    ? href('/attach-plan/{brief_id}', { brief_id: briefId })
    : href('/plan');
}

/**
 * One plan, as every plan view route shows it: its facts, totals, sites by city (only the columns left visible),
 * version history with the reasons given, and the actions the plan machine and the viewer's role allow.
 */
export function PlanView({ specPath, params }: PlanViewProps) {
  const view = usePlan(parseId(params.plan_id));
  const permissions = usePermissions();
  const { role } = permissions;
  const [, navigate] = useLocation();
  const backHref = backHrefOf(specPath, params.brief_id);

  useDocumentTitle(
    view.load.status === 'succeeded' ? [view.load.plan.brief_number, view.load.plan.planName] : null,
  );
  if (view.load.status !== 'succeeded') return <PlanLoadState load={view.load} backHref={backHref} />;
  const { plan, history } = view.load;
  // A plan reached under another brief's URL is shown under its own brief's.
  if (specPath.includes('{brief_id}') && params.brief_id !== String(plan.brief_id))
    return <Redirect to={planPath(specPath, plan)} replace />;

  const { allowed, hints } = lifecycleOffer(planLifecycle, plan, permissions);
  const groups = view.sites.groups;
  const totals = groups.status === 'succeeded' ? groups.totals : plan.totals;

  const handleMoved = ({ message, change }: ActionOutcome<PlanDetail>) => {
    const moved = { ...plan, ...change };
    notify.success({ title: message, description: `${moved.planName} · ${moved.brief_number}` });
    if (routeShowsStatus(specPath, moved.status)) {
      view.applyChange(moved);
      view.reload();
    } else {
      // The plan left this screen's list: on to the screen of its new status.
      navigate(planViewHref(moved, role));
    }
  };

  return (
    <>
      {/* Outside the stack: it renders nothing, and a stack spaces every child it is given. */}
      <SelectedPlanEffect plan={plan} />
      <Stack space="lg">
        <PageHeader
          title={plan.planName}
          description={`${plan.brief_number} · ${plan.client_name} · ${plan.campaign_name}`}
          actions={<LifecycleActions definition={planLifecycle} record={plan} onDone={handleMoved} />}
        />
        {permissions.mayOpen(backHref) ? (
          <Text size="sm" tone="secondary">
            <Link href={backHref} variant="standalone">
              Back to plans
            </Link>
          </Text>
        ) : null}
        <Card title="Plan">
          <Stack space="lg">
            <PlanFacts plan={plan} role={role} />
            <PlanSummaryLinks plan={plan} />
            {hints.map((hint) => (
              <Text key={hint} size="sm" tone="secondary">
                {hint}
              </Text>
            ))}
          </Stack>
        </Card>
        <PlanTotals totals={totals} />
        <PlanSites
          plan={plan}
          sites={view.sites}
          canEditSites={allowed.has('saveSites')}
          onCityChange={view.chooseCity}
        />
        <PlanHistory history={history} />
      </Stack>
    </>
  );
}
