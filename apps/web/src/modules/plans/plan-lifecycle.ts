import {
  acceptPlan,
  createPlanSites,
  losePlan,
  type PlanDetail,
  type PlanListItem,
  requestPlanModification,
  resubmitPlan,
  submitPlan,
} from '@ooh/api';
import { planSitesHref } from '@ooh/api/routes';
import { planMachine } from '@ooh/machines/plan';
import { defineLifecycle } from '../kit/lifecycle-actions/definition.ts';

/** The plan as the server now has it, after a transition. */
const moved = (answer: { message: string; plan: PlanListItem }) => ({
  message: answer.message,
  change: answer.plan,
});

/**
 * The plan's lifecycle actions on its view screens (docs/domain.md, "Plan"): edit sites, submit, resubmit,
 * accept, request a modification (with a reason) and mark as lost (with a reason), each offered when the plan
 * machine allows it in the plan's status and facts (its sites, an accepted plan on the brief) and the viewer's
 * role may make the call.
 */
export const planLifecycle = defineLifecycle({
  machine: planMachine,
  status: (plan: PlanDetail) => plan.status,
  facts: (plan) => ({
    siteCount: plan.sites,
    briefHasAcceptedPlan: plan.briefHasAcceptedPlan,
    version: plan.version,
  }),
  actions: [
    {
      key: 'saveSites',
      kind: 'link',
      event: { type: 'plan.saveSites' },
      endpoint: createPlanSites,
      label: 'Edit sites',
      href: planSitesHref,
    },
    {
      key: 'submit',
      kind: 'call',
      event: { type: 'plan.submit' },
      endpoint: submitPlan,
      label: 'Submit for review',
      tone: 'primary',
      confirm: {
        title: (plan) => `Submit ${plan.planName} for review?`,
        description: (plan) =>
          `The plan moves to Pending as version ${plan.version}, and the key account managers are told so they can review it with the client.`,
        confirmLabel: 'Submit plan',
      },
      perform: async (client, plan) =>
        moved(await client.call(submitPlan, { params: { plan_id: plan.plan_id } })),
    },
    {
      key: 'resubmit',
      kind: 'call',
      event: { type: 'plan.resubmit' },
      endpoint: resubmitPlan,
      label: 'Resubmit',
      tone: 'primary',
      confirm: {
        title: (plan) => `Resubmit ${plan.planName}?`,
        description: (plan) =>
          `This creates version ${plan.version + 1} from the sites as they are now and sends it for review again; the key account managers are told.`,
        confirmLabel: (plan) => `Resubmit as version ${plan.version + 1}`,
      },
      perform: async (client, plan) =>
        moved(await client.call(resubmitPlan, { params: { plan_id: plan.plan_id } })),
    },
    {
      key: 'accept',
      kind: 'call',
      event: { type: 'plan.accept' },
      endpoint: acceptPlan,
      label: 'Accept',
      tone: 'primary',
      confirm: {
        title: (plan) => `Accept ${plan.planName}?`,
        description:
          "This becomes the brief's accepted plan and its sites are booked for their dates; no other plan of the brief can be accepted. The planners are told.",
        confirmLabel: 'Accept plan',
      },
      perform: async (client, plan) =>
        moved(await client.call(acceptPlan, { params: { plan_id: plan.plan_id } })),
    },
    {
      key: 'requestModification',
      kind: 'call',
      // The reason is asked in the dialog; any text stands in for the machine's question.
      event: { type: 'plan.requestModification', reason: 'asked in the dialog' },
      endpoint: requestPlanModification,
      label: 'Request modification',
      tone: 'secondary',
      confirm: {
        title: (plan) => `Request a modification of ${plan.planName}?`,
        description:
          'The plan goes back to the planners with your reason; they change it and resubmit it as a new version.',
        confirmLabel: 'Request modification',
      },
      reason: { label: 'Reason', hint: 'Shown to the planners: what should change' },
      perform: async (client, plan, reason) =>
        moved(
          await client.call(requestPlanModification, {
            params: { plan_id: plan.plan_id },
            body: { reason: reason ?? '' },
          }),
        ),
    },
    {
      key: 'lose',
      kind: 'call',
      event: { type: 'plan.lose', reason: 'asked in the dialog' },
      endpoint: losePlan,
      label: 'Mark as lost',
      tone: 'danger',
      confirm: {
        title: (plan) => `Mark ${plan.planName} as lost?`,
        description: 'The plan is closed as lost and cannot be changed again. The planners are told why.',
        confirmLabel: 'Mark as lost',
      },
      reason: { label: 'Reason', hint: 'Shown to the planners: why the plan was lost' },
      perform: async (client, plan, reason) =>
        moved(
          await client.call(losePlan, { params: { plan_id: plan.plan_id }, body: { reason: reason ?? '' } }),
        ),
    },
  ],
});
