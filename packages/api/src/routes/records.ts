import type { PAY_ORDER_TABS } from '../contract/constants.ts';
import type { Brief } from '../contract/endpoints/briefs.ts';
import type { PlanListItem, PlanStatus } from '../contract/endpoints/plans.ts';
import type { StaffRole } from '../contract/roles.ts';
import { href, type PathParams } from './href.ts';
import { type AppPath, isAllowed, ROUTES } from './table.ts';

/**
 * Links to one record's screens, shared by the web app (its lists, cards and buttons) and the server (the link
 * of each notification), so both send a role where it may go. Typed with `href`: a link names a route of the
 * table and every id it needs.
 */

const byPath = new Map<string, (typeof ROUTES)[number]>(ROUTES.map((route) => [route.path, route]));

/** Whether a role may open the screens of a route (the route table's roles and the shell's). */
export function mayOpen(path: AppPath, role: StaffRole | null): boolean {
  const route = byPath.get(path);
  return route !== undefined && isAllowed(route, role);
}

type Candidate = { [P in AppPath]: [P, PathParams<P>] }[AppPath];

/** A candidate as a link. TypeScript cannot correlate a path with its params across the union; `Candidate` did. */
function linkOf([path, params]: Candidate): string {
  return (href as (path: AppPath, params: object) => string)(path, params);
}

/** The first of the candidate screens the role may open, as a link; null when none. */
function firstOpenable(role: StaffRole | null, candidates: readonly Candidate[]): string | null {
  const found = candidates.find(([path]) => mayOpen(path, role));
  return found ? linkOf(found) : null;
}

// Briefs

/** The review screen of a brief, by how it came in (a form or a document). */
export function briefReviewHref(brief: Pick<Brief, 'id' | 'kind'>): string {
  return brief.kind === 'file'
    ? href('/brief-review-file/{brief_id}', { brief_id: brief.id })
    : href('/brief-review-form/{brief_id}', { brief_id: brief.id });
}

/** The update screen of a brief: the form, or the upload for a file brief. */
export function briefUpdateHref(brief: Pick<Brief, 'id' | 'kind'>): string {
  return brief.kind === 'file'
    ? href('/update-brief-by-file/{brief_id}', { brief_id: brief.id })
    : href('/update-brief/{brief_id}', { brief_id: brief.id });
}

/** The brief with its plans. */
export function briefDetailsHref(brief: Pick<Brief, 'id'>): string {
  return href('/view-brief-details/{brief_id}', { brief_id: brief.id });
}

// Pay orders

/** A tab of the pay order review: the briefs awaiting one, or the pay orders of a status. */
export type PayOrderTab = (typeof PAY_ORDER_TABS)[number];

/** The pay order review on one tab (`/plan-po-review?tab=pending`). */
export function payOrderReviewHref(tab: PayOrderTab): string {
  return href('/plan-po-review', {}, { tab });
}

// Plans

export type PlanPlace = Pick<PlanListItem, 'plan_id' | 'brief_id' | 'status'>;

/** Each status's own view screen (the spec has one review screen a status). */
function statusView(plan: PlanPlace): Candidate {
  const ids = { brief_id: plan.brief_id, plan_id: plan.plan_id };
  const views: Record<PlanStatus, Candidate> = {
    inprogress: ['/inprogress-plans/{brief_id}/view-plan/{plan_id}', ids],
    pending: ['/pending-plan-review/{brief_id}/view-plan/{plan_id}', ids],
    modification_required: ['/modification-required/{brief_id}/view-plan/{plan_id}', ids],
    modification_pending: ['/modification-pending/{brief_id}/view-plan/{plan_id}', ids],
    accepted: ['/approved-plan-review/{brief_id}/view-plan/{plan_id}', ids],
    lost: ['/view-lost-plan-detail/{plan_id}', { plan_id: plan.plan_id }],
  };
  // A status the contract does not know yet opens the plain plan view.
  return views[plan.status] ?? ['/view-plan/{plan_id}', { plan_id: plan.plan_id }];
}

/** The view screen of a plan's status, whoever asks (tests and the per-status lists). */
export function planStatusHref(plan: PlanPlace): string {
  return linkOf(statusView(plan));
}

/**
 * Where `role` views a plan in its status: the status's screen when the role may open it, else the
 * modification-request view (a KAM's way to a modification-pending plan: /modification-pending is for planners
 * and editors), else the plain plan view. Every plan list, the plan screens and the notifications use this.
 */
export function planViewHref(plan: PlanPlace, role: StaffRole | null): string {
  const candidates: Candidate[] = [statusView(plan)];
  if (plan.status === 'modification_required' || plan.status === 'modification_pending')
    candidates.push([
      '/view-modification-request/{brief_id}/view-plan/{plan_id}',
      { brief_id: plan.brief_id, plan_id: plan.plan_id },
    ]);
  const plain: Candidate = ['/view-plan/{plan_id}', { plan_id: plan.plan_id }];
  return (
    firstOpenable(role, [...candidates, plain]) ?? href('/view-plan/{plan_id}', { plan_id: plan.plan_id })
  );
}

/** The plan view inside the attach-plan screen (standalone, for KAMs and admins). */
export function attachPlanViewHref(plan: Pick<PlanListItem, 'plan_id' | 'brief_id'>): string {
  return href('/attach-plan/{brief_id}/view-plan/{plan_id}', {
    brief_id: plan.brief_id,
    plan_id: plan.plan_id,
  });
}

/** The site table of a plan, where a plan is built and altered. */
export function planSitesHref(plan: Pick<PlanListItem, 'plan_id'>): string {
  return href('/add-plan-sites/{plan_id}', { plan_id: plan.plan_id });
}

/** The plan's summaries: consolidated, FOC vs paid, conventional vs digital, with the budget charts. */
export function planSummaryHref(plan: Pick<PlanListItem, 'plan_id'>): string {
  return href('/plan/plan-summary/{plan_id}', { plan_id: plan.plan_id });
}

/** The plan's detailed summaries: by medium and city, by region, digital slots and display time. */
export function planSummaryDetailsHref(plan: Pick<PlanListItem, 'plan_id'>): string {
  return href('/plan/plan-summary-details/{plan_id}', { plan_id: plan.plan_id });
}

/**
 * The plan's visual representation (photos per site, the workbook and the deck). The route has no id (spec): the
 * plan rides in the query, and the screen's picker chooses another.
 */
export function visualRepresentationHref(plan: Pick<PlanListItem, 'plan_id'>): string {
  return href('/plan/visual-representation', {}, { plan_id: plan.plan_id });
}

/** The plan's pre-campaign analysis: audience, reach, budget and schedule. */
export function preCampaignFormHref(plan: Pick<PlanListItem, 'plan_id'>): string {
  return href('/pre-campaign-form/{plan_id}', { plan_id: plan.plan_id });
}

/**
 * The per-brief plan list a plan belongs to in its status (the plan header's brief link); then the brief with
 * its plans, then the attach-plan screen. Null when the role may open none of them.
 */
export function briefPlansHref(plan: PlanPlace, role: StaffRole | null): string | null {
  const ids = { brief_id: plan.brief_id };
  const byStatus: Record<PlanStatus, Candidate[]> = {
    inprogress: [['/inprogress-plans/{brief_id}', ids]],
    pending: [],
    accepted: [['/approved-plan-review/{brief_id}', ids]],
    modification_required: [
      ['/modification-required/{brief_id}', ids],
      ['/modification-plan/{brief_id}', ids],
    ],
    modification_pending: [
      ['/modification-pending/{brief_id}', ids],
      ['/modification-plan/{brief_id}', ids],
    ],
    lost: [['/view-lost-plan/{brief_id}', ids]],
  };
  return firstOpenable(role, [
    ...(byStatus[plan.status] ?? []),
    ['/view-brief-details/{brief_id}', ids],
    ['/attach-plan/{brief_id}', ids],
  ]);
}

// Campaigns and field work (docs/domain.md "Campaign", "Execution status of a plan site", "Site images")

/** Where a campaign is reached: by its brief, since a brief has at most one campaign. */
type CampaignPlace = { brief_id: number };

/**
 * A campaign's details: `/campaign-details/{brief_id}` for A O P, else the analyst's screen of the campaign
 * (`/operation-analyst/{brief_id}`, A O K), so a KAM lands where it may look.
 */
export function campaignDetailsHref(campaign: CampaignPlace, role: StaffRole | null): string {
  const ids = { brief_id: campaign.brief_id };
  return (
    firstOpenable(role, [
      ['/campaign-details/{brief_id}', ids],
      ['/operation-analyst/{brief_id}', ids],
    ]) ?? href('/campaign-details/{brief_id}', ids)
  );
}

/** The operation analyst's screen of one campaign: assign trackers, propose statuses, upload photos. */
export function analystCampaignHref(campaign: CampaignPlace): string {
  return href('/operation-analyst/{brief_id}', { brief_id: campaign.brief_id });
}

/** A site's page with its photos and history: `/view-sites/{site_id}` (A K O P), else `/view-site/{site_id}`. */
export function siteViewHref(siteId: number, role: StaffRole | null): string {
  const ids = { site_id: siteId };
  return (
    firstOpenable(role, [
      ['/view-sites/{site_id}', ids],
      ['/view-site/{site_id}', ids],
    ]) ?? href('/view-sites/{site_id}', ids)
  );
}
