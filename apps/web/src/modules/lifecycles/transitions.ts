import {
  acceptBrief,
  acceptPayOrder,
  acceptPlan,
  activateUser,
  approveExecutionStatus,
  approveSiteImages,
  approveTrackerSite,
  assignTracker,
  completeCampaign,
  createPlanSites,
  deactivateUser,
  deleteBrief,
  deleteSiteImages,
  deleteUser,
  type EndpointMeta,
  login,
  losePlan,
  ROLE_LABELS,
  rejectBrief,
  rejectExecutionStatus,
  rejectPayOrder,
  rejectSiteImages,
  requestPlanModification,
  resubmitPlan,
  submitPlan,
  updateBrief,
  updateBriefByFile,
  updateExecutionStatus,
  updatePassword,
  updateTrackerStatus,
  uploadSiteImages,
  waiveExecutionStatus,
} from '@ooh/api';
import { edgesOf, eventLabel, type LifecycleEntry } from '@ooh/machines/diagram';
import { statusTitle } from '@ooh/machines/lifecycle';

/**
 * The transitions table of a lifecycle (the diagram's text alternative): from, event, to, the rule a refused user
 * reads, and who may do it — the roles of the contract calls that send the event (docs/domain.md "Lifecycle
 * explorer"). Calls name their lifecycle, not the event, so which calls send which event is written here, and a
 * test fails when an event of a record lifecycle has none.
 */
export const EVENT_CALLS: Readonly<Record<string, readonly EndpointMeta[]>> = {
  'brief.accept': [acceptBrief],
  'brief.reject': [rejectBrief],
  'brief.update': [updateBrief, updateBriefByFile],
  'brief.delete': [deleteBrief],
  'plan.saveSites': [createPlanSites],
  'plan.submit': [submitPlan],
  'plan.accept': [acceptPlan],
  'plan.requestModification': [requestPlanModification],
  'plan.resubmit': [resubmitPlan],
  'plan.lose': [losePlan],
  'payOrder.accept': [acceptPayOrder],
  'payOrder.reject': [rejectPayOrder],
  'campaign.update': [],
  'campaign.assignTracker': [assignTracker],
  'campaign.updateTrackerStatus': [updateTrackerStatus],
  'campaign.updateExecutionStatus': [updateExecutionStatus, approveExecutionStatus, rejectExecutionStatus],
  'campaign.uploadImages': [uploadSiteImages],
  'campaign.reviewImages': [approveSiteImages, rejectSiteImages, deleteSiteImages],
  'campaign.complete': [completeCampaign],
  'executionStatus.propose': [updateExecutionStatus],
  'executionStatus.approve': [approveExecutionStatus],
  'executionStatus.reject': [rejectExecutionStatus],
  'executionStatus.waive': [waiveExecutionStatus],
  'siteImage.approve': [approveSiteImages],
  'siteImage.reject': [rejectSiteImages],
  'siteImage.delete': [deleteSiteImages],
  'requestedSite.approve': [approveTrackerSite],
  'user.activate': [activateUser],
  'user.setPassword': [updatePassword],
  'user.deactivate': [deactivateUser],
  'user.delete': [deleteUser],
  'user.signIn': [login],
};

/** Who may send an event, in words: the roles of its calls ("Admin, Key account manager"). */
export function whoMay(eventType: string): string {
  const calls = EVENT_CALLS[eventType] ?? [];
  if (calls.length === 0) return 'No call of the app sends it yet';
  const words = new Set<string>();
  for (const call of calls) {
    if (call.auth === 'password-token') words.add('The account holder, by the e-mailed link');
    else if (call.auth === 'none') words.add('The account holder, signing in');
    else for (const role of call.roles) words.add(ROLE_LABELS[role]);
  }
  return [...words].join(', ');
}

export interface TransitionRow {
  key: string;
  from: string;
  fromTitle: string;
  event: string;
  eventLabel: string;
  to: string;
  toTitle: string;
  /** The guard's rule (what a refused user reads), or the transition's note; empty when it always happens. */
  rule: string;
  guarded: boolean;
  who: string;
}

/** Every transition of the machine, in the order it declares them (the same edges the diagram draws). */
export function transitionRows(entry: LifecycleEntry): TransitionRow[] {
  return edgesOf(entry.machine).map((edge, index) => {
    const from = edge.source.key;
    const to = edge.target.key;
    return {
      key: `${index}:${from}:${edge.event}:${to}`,
      from,
      fromTitle: statusTitle(entry.machine, from),
      event: edge.event,
      eventLabel: eventLabel(edge.event),
      to,
      toTitle: statusTitle(entry.machine, to),
      rule: edge.description,
      guarded: edge.guard !== '',
      who: whoMay(edge.event),
    };
  });
}
