import { createPlanName, errorMessage, fetchSingleBrief, type PlanListItem, parseId } from '@ooh/api';
import { briefDetailsHref } from '@ooh/api/routes';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatDateRange } from '../../briefs/format.ts';
import { useBrief } from '../../briefs/hooks/use-brief.ts';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { BRIEF_PLAN_LISTS, type BriefPlanListKind } from '../brief-plan-lists.ts';
import { useBriefPlans } from '../hooks/use-brief-plans.ts';
import { selectPlan } from '../plan-routes.ts';
import { type AcceptedPlan, AcceptedPlanNote } from './AcceptedPlanNote.tsx';
import { CreatePlanDialog, type CreatePlanTarget } from './CreatePlanDialog.tsx';
import { PlanTable } from './PlanTable.tsx';

export type BriefPlansProps = {
  kind: BriefPlanListKind;
  /** The route's `brief_id`. */
  briefId: string | undefined;
};

const PLANS_HOME = '/plan';

/** What the header says about the brief: its own answer, or (for roles that may not read it) a plan's copy. */
interface BriefHeading {
  id: number;
  brief_number: string;
  client_name: string;
  campaign_name: string;
  dates?: string;
  /** Plans can only be started on an approved brief; unknown when the brief itself could not be read. */
  approved?: boolean;
  /** The brief's accepted plan: no other plan is started then (one accepted plan per brief). */
  accepted_plan?: AcceptedPlan | null;
}

/**
 * The plans of one brief, as one of the per-brief screens lists them (in progress, approved, altered,
 * modification required or pending, lost, or all of them on attach-plan), under the brief's header.
 */
export function BriefPlans({ kind, briefId }: BriefPlansProps) {
  const definition = BRIEF_PLAN_LISTS[kind];
  const permissions = usePermissions();
  const { role } = permissions;
  const [, navigate] = useLocation();
  const id = parseId(briefId);
  const mayReadBrief = permissions.mayCall(fetchSingleBrief);
  const { load: briefLoad } = useBrief(mayReadBrief ? id : null);
  const plans = useBriefPlans(definition, id);
  const [planFor, setPlanFor] = useState<CreatePlanTarget | null>(null);

  const firstPlan = plans.status === 'succeeded' ? plans.answer.plans[0] : undefined;
  const heading: BriefHeading | null =
    briefLoad.status === 'succeeded'
      ? {
          ...briefLoad.brief,
          dates: formatDateRange(briefLoad.brief.start_date, briefLoad.brief.end_date),
          approved: briefLoad.brief.status === 'approved',
        }
      : firstPlan
        ? { ...firstPlan, id: firstPlan.brief_id }
        : null;
  const notFound = plans.status === 'notFound' || (mayReadBrief && briefLoad.status === 'notFound');

  if (notFound) {
    return (
      <Stack space="lg">
        <PageHeader title={definition.title} />
        <EmptyState
          title="Brief not found"
          description="It may have been deleted, or the link is wrong."
          action={
            permissions.mayOpen(PLANS_HOME) ? (
              <Link href={PLANS_HOME} variant="standalone">
                Back to plans
              </Link>
            ) : null
          }
        />
      </Stack>
    );
  }

  const handleOpen = (plan: PlanListItem) => {
    selectPlan(plan);
    navigate(definition.openHref(plan, role));
  };
  // Not while the brief is on its way: the plans can come first, and their heading does not say whether the brief
  // is approved ("Create plan" flashed on a pending brief until the brief came).
  const briefComing = mayReadBrief && briefLoad.status === 'loading';
  const mayStartPlans =
    definition.createPlan &&
    permissions.mayCall(createPlanName) &&
    !briefComing &&
    heading?.approved !== false;
  // One accepted plan per brief (docs/domain.md): on a brief that has one, say so where the plan would be created.
  const acceptedPlan = mayStartPlans ? heading?.accepted_plan : null;
  const mayCreate = mayStartPlans && !acceptedPlan;
  const detailsHref = id === null ? null : briefDetailsHref({ id });
  const mayOpenDetails = detailsHref !== null && permissions.mayOpen(detailsHref);

  return (
    <>
      <Stack space="lg">
        <PageHeader
          title={definition.title}
          description={
            heading
              ? [`Brief ${heading.brief_number}`, heading.client_name, heading.campaign_name, heading.dates]
                  .filter(Boolean)
                  .join(' · ')
              : undefined
          }
          actions={
            mayOpenDetails || (mayCreate && heading) ? (
              <Inline space="sm" alignY="center">
                {mayOpenDetails && detailsHref ? (
                  <Link href={detailsHref} variant="standalone">
                    Brief details
                  </Link>
                ) : null}
                {mayCreate && heading ? (
                  <Button onClick={() => setPlanFor(heading)}>Create plan</Button>
                ) : null}
              </Inline>
            ) : null
          }
        />
        {acceptedPlan ? <AcceptedPlanNote plan={acceptedPlan} /> : null}
        {briefLoad.status === 'failed' ? (
          <ErrorState
            headingLevel={2}
            title="The brief could not be loaded"
            message={errorMessage(briefLoad.error, fetchSingleBrief)}
            onRetry={briefLoad.retry}
          />
        ) : null}
        <Card title={definition.name}>
          <Stack space="lg">
            {plans.status === 'succeeded' ? (
              <Text size="sm" tone="secondary">
                {definition.summary(plans.answer)}
              </Text>
            ) : null}
            {plans.status === 'loading' ? (
              <LoadingIndicator label={`Loading ${definition.name.toLowerCase()}`} size="sm" />
            ) : null}
            {plans.status === 'failed' ? (
              <ErrorState
                headingLevel={3}
                title={`${definition.name} could not be loaded`}
                message={errorMessage(plans.error, definition.fallback)}
                onRetry={plans.retry}
              />
            ) : (
              <PlanTable
                label={definition.name}
                plans={plans.status === 'succeeded' ? plans.answer.plans : []}
                loading={plans.status === 'loading'}
                showBrief={false}
                showReason={definition.showReason}
                onOpen={handleOpen}
                empty={
                  <EmptyState
                    headingLevel={3}
                    title={definition.empty.title}
                    description={definition.empty.description}
                  />
                }
              />
            )}
          </Stack>
        </Card>
      </Stack>
      {/* Outside the stack: a closed dialog renders nothing, and a stack spaces every child it is given. */}
      <CreatePlanDialog brief={planFor} onClose={() => setPlanFor(null)} />
    </>
  );
}
