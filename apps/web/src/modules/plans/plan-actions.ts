import {
  type AnyEndpoint,
  acceptPlan,
  createPlanSites,
  losePlan,
  type PlanDetail,
  requestPlanModification,
  resubmitPlan,
  type StaffRole,
  submitPlan,
} from '@ooh/api';
import { can, refusal, statusLabel } from '@ooh/machines/lifecycle';
import { type PlanEvent, planMachine } from '@ooh/machines/plan';
import { canOpenPath } from '../navigation/route-match.ts';
import { planSitesHref } from '../plan-lists/plan-routes.ts';

/** What a viewer may do with one plan on its view screen. */
export type PlanAction = 'saveSites' | 'submit' | 'resubmit' | 'accept' | 'requestModification' | 'lose';

export type PlanActionSet = Readonly<Record<PlanAction, boolean>>;

export const PLAN_ACTIONS: readonly PlanAction[] = [
  'saveSites',
  'submit',
  'resubmit',
  'accept',
  'requestModification',
  'lose',
];

export type PlanFacts = Pick<PlanDetail, 'plan_id' | 'status' | 'sites' | 'briefHasAcceptedPlan' | 'version'>;

// `can` needs a whole event: the reasons are asked in the dialog later; any text stands in.
const machineEvents: Record<PlanAction, PlanEvent> = {
  saveSites: { type: 'plan.saveSites' },
  submit: { type: 'plan.submit' },
  resubmit: { type: 'plan.resubmit' },
  accept: { type: 'plan.accept' },
  requestModification: { type: 'plan.requestModification', reason: 'asked in the dialog' },
  lose: { type: 'plan.lose', reason: 'asked in the dialog' },
};

/** The call each action makes: its `roles` say who may make it. */
export const planActionEndpoints: Record<PlanAction, AnyEndpoint> = {
  saveSites: createPlanSites,
  submit: submitPlan,
  resubmit: resubmitPlan,
  accept: acceptPlan,
  requestModification: requestPlanModification,
  lose: losePlan,
};

function factsOf(plan: PlanFacts) {
  return { siteCount: plan.sites, briefHasAcceptedPlan: plan.briefHasAcceptedPlan, version: plan.version };
}

function machineAllows(plan: PlanFacts, action: PlanAction): boolean {
  try {
    return can(planMachine, plan.status, machineEvents[action], factsOf(plan));
  } catch {
    // A status the machine does not know offers nothing.
    return false;
  }
}

function roleMayCall(action: PlanAction, role: StaffRole | null): boolean {
  return role !== null && planActionEndpoints[action].roles.includes(role);
}

/**
 * The actions to offer: the plan machine allows the event in the plan's status with its facts (sites, an
 * accepted plan on the brief), the contract lets the viewer's role make the call, and for editing the sites the
 * route table lets the role open the site table.
 */
export function planActions(plan: PlanFacts, role: StaffRole | null): PlanActionSet {
  const allowed = (action: PlanAction) => roleMayCall(action, role) && machineAllows(plan, action);
  return {
    saveSites: allowed('saveSites') && canOpenPath(planSitesHref(plan.plan_id), role),
    submit: allowed('submit'),
    resubmit: allowed('resubmit'),
    accept: allowed('accept'),
    requestModification: allowed('requestModification'),
    lose: allowed('lose'),
  };
}

/**
 * Why an action the viewer's role could take is not offered now: the status takes it but one of the machine's
 * rules refuses it (no site yet, another plan of the brief accepted). The rule's own words, so the viewer knows
 * what to do; statuses that simply do not take the action say nothing.
 */
export function planActionHints(plan: PlanFacts, role: StaffRole | null): string[] {
  const state = planMachine.states[plan.status];
  if (!state) return [];
  const hints = PLAN_ACTIONS.flatMap((action) => {
    const transitions = state.on?.[machineEvents[action].type] as Array<{ description?: string }> | undefined;
    if (!transitions || !roleMayCall(action, role) || machineAllows(plan, action)) return [];
    const rule = transitions.find((transition) => transition.description)?.description;
    return [rule ?? refusal(planMachine, plan.status, machineEvents[action])];
  });
  return [...new Set(hints)];
}

/** A plan status in the screens' words, capitalised for a badge: modification_required → "Modification required". */
export function planStatusText(status: string): string {
  const label = statusLabel(planMachine, status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
