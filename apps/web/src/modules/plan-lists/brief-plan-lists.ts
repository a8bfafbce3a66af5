import {
  type ApiClient,
  type EndpointResponse,
  fetchAlteredPendingPlansOfBrief,
  fetchAlteredPlansOfBrief,
  fetchAlteredRequiredPlansOfBrief,
  fetchLostPlansOfBrief,
  fetchPlansOfBrief,
  type PlanListItem,
  type PlanStatus,
  type StaffRole,
} from '@ooh/api';
import { attachPlanViewHref, planViewHref } from '@ooh/api/routes';
import type { ListText } from '../kit/list/PagedListPanel.tsx';

export type PlansOfBrief = EndpointResponse<typeof fetchPlansOfBrief>;

export type BriefPlanListKind =
  | 'attach'
  | 'inprogress'
  | 'approved'
  | 'altered'
  | 'modification-required'
  | 'modification-pending'
  | 'lost';

/** One screen listing the plans of one brief: which call lists them, and what the list means. */
export interface BriefPlanListDefinition extends ListText {
  kind: BriefPlanListKind;
  /** The page's title. */
  title: string;
  fetch: (client: ApiClient, briefId: number, signal: AbortSignal) => Promise<PlansOfBrief>;
  /** Where a row goes. */
  openHref: (plan: PlanListItem, role: StaffRole | null) => string;
  showReason: boolean;
  /** The line under the table's title, from the server's counts. */
  summary: (answer: PlansOfBrief) => string;
  /** Offers "Create plan" (the attach-plan screen). */
  createPlan: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const plansCount = (answer: PlansOfBrief) => plural(answer.totalPlans, 'plan', 'plans');

function byStatus(status: PlanStatus) {
  return (client: ApiClient, briefId: number, signal: AbortSignal) =>
    client.call(fetchPlansOfBrief, { params: { brief_id: briefId }, query: { status }, signal });
}

function byEndpoint(endpoint: typeof fetchLostPlansOfBrief) {
  return (client: ApiClient, briefId: number, signal: AbortSignal) =>
    client.call(endpoint, { params: { brief_id: briefId }, signal });
}

export const BRIEF_PLAN_LISTS: Readonly<Record<BriefPlanListKind, BriefPlanListDefinition>> = {
  attach: {
    kind: 'attach',
    title: 'Attach plan',
    name: 'Plans of this brief',
    fetch: (client, briefId, signal) =>
      client.call(fetchPlansOfBrief, { params: { brief_id: briefId }, signal }),
    openHref: attachPlanViewHref,
    fallback: fetchPlansOfBrief.errorMessage,
    showReason: true,
    summary: (answer) =>
      `${plansCount(answer)}, ${plural(answer.totalAlteredPlans, 'altered', 'altered')} (more than one version)`,
    createPlan: true,
    empty: {
      title: 'No plan for this brief yet',
      description: 'Every plan made for this brief appears here, whatever its status. Create the first one.',
    },
  },
  inprogress: {
    kind: 'inprogress',
    title: 'In-progress plans',
    name: 'In-progress plans',
    fetch: byStatus('inprogress'),
    openHref: planViewHref,
    fallback: fetchPlansOfBrief.errorMessage,
    showReason: false,
    summary: plansCount,
    createPlan: false,
    empty: {
      title: 'No plans in progress',
      description: 'Plans of this brief being built appear here until they are submitted for review.',
    },
  },
  approved: {
    kind: 'approved',
    title: 'Approved plans',
    name: 'Approved plans',
    fetch: byStatus('accepted'),
    openHref: planViewHref,
    fallback: fetchPlansOfBrief.errorMessage,
    showReason: false,
    summary: plansCount,
    createPlan: false,
    empty: {
      title: 'No approved plan',
      description: 'The plan of this brief the client accepts appears here (a brief has at most one).',
    },
  },
  altered: {
    kind: 'altered',
    title: 'Altered plans',
    name: 'Altered plans',
    fetch: byEndpoint(fetchAlteredPlansOfBrief),
    openHref: planViewHref,
    fallback: fetchAlteredPlansOfBrief.errorMessage,
    showReason: true,
    summary: (answer) =>
      `${plural(answer.totalAlteredPlans, 'altered plan', 'altered plans')} (more than one version)`,
    createPlan: false,
    empty: {
      title: 'No altered plans',
      description:
        'Plans of this brief that were modified and resubmitted (more than one version) appear here.',
    },
  },
  'modification-required': {
    kind: 'modification-required',
    title: 'Modification required',
    name: 'Plans needing modification',
    fetch: byEndpoint(fetchAlteredRequiredPlansOfBrief),
    openHref: planViewHref,
    fallback: fetchAlteredRequiredPlansOfBrief.errorMessage,
    showReason: true,
    summary: plansCount,
    createPlan: false,
    empty: {
      title: 'No plans need modification',
      description: 'Plans of this brief sent back with a modification request appear here until resubmitted.',
    },
  },
  'modification-pending': {
    kind: 'modification-pending',
    title: 'Modification pending',
    name: 'Resubmitted plans',
    fetch: byEndpoint(fetchAlteredPendingPlansOfBrief),
    openHref: planViewHref,
    fallback: fetchAlteredPendingPlansOfBrief.errorMessage,
    showReason: true,
    summary: plansCount,
    createPlan: false,
    empty: {
      title: 'No resubmitted plans',
      description: 'Plans of this brief modified and resubmitted wait here for their next review.',
    },
  },
  lost: {
    kind: 'lost',
    title: 'Lost plans',
    name: 'Lost plans',
    fetch: byEndpoint(fetchLostPlansOfBrief),
    openHref: planViewHref,
    fallback: fetchLostPlansOfBrief.errorMessage,
    showReason: true,
    summary: plansCount,
    createPlan: false,
    empty: {
      title: 'No lost plans',
      description: 'Plans of this brief the client did not take appear here, with the reason given.',
    },
  },
};
