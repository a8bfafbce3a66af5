import {
  type AnyEndpointDefinition,
  createBrief,
  createBriefByFile,
  createPlanName,
  type PlanStatus,
  recordPayOrder,
  type StaffRole,
  updateExecutionStatus,
  uploadSiteImages,
} from '@ooh/api/contract';
import {
  analystCampaignHref,
  briefReviewHref,
  campaignDetailsHref,
  href,
  type PayOrderTab,
  planViewHref,
  siteViewHref,
} from '@ooh/api/routes';

/**
 * Every kind of notification the server writes: its title, the roles it goes to, who else may get it (a named user:
 * the brief's creator, the order's recorder…, whose role is any role of the call that made them so) and the link
 * each recipient gets, by role (docs/domain.md "Notifications", "Links, recipients and read state (issue 15)").
 * The services build their drafts from this table, and notification-links.test.ts checks every recipient role's
 * link against the route table, so a notification never leads to a screen its reader may not open.
 */

/** What a notification is about: the ids its link needs, and the number people know it by. */
export interface NotificationRecord {
  /** Every record but a site (a site's photos are reached by the site). */
  brief_id?: number;
  /** The brief's kind picks its review screen (the form or the document). */
  brief_kind?: 'form' | 'file';
  brief_number?: string;
  plan_id?: number;
  plan_status?: PlanStatus;
  site_id?: number;
}

export interface NotificationKind {
  title: string;
  /** Everyone active with one of these roles (the role that acts next). */
  roles: readonly StaffRole[];
  /** A named user (creator, recorder, proposer, uploader) becomes one by this call: any of its roles. */
  namedBy?: readonly AnyEndpointDefinition[];
  /** The recipient's link to the record, by the recipient's role. */
  link(record: NotificationRecord, role: StaffRole): string;
}

const briefReview = (record: NotificationRecord) =>
  briefReviewHref({ id: record.brief_id ?? 0, kind: record.brief_kind ?? 'form' });

const planView = (record: NotificationRecord, role: StaffRole) =>
  planViewHref(
    { plan_id: record.plan_id ?? 0, brief_id: record.brief_id ?? 0, status: record.plan_status ?? 'pending' },
    role,
  );

/** The pay order review on a tab, searched for the brief's number, so the row is the one on screen. */
const payOrderRow = (tab: PayOrderTab) => (record: NotificationRecord) =>
  href('/plan-po-review', {}, { tab, search: record.brief_number });

const campaign = (record: NotificationRecord, role: StaffRole) =>
  campaignDetailsHref({ brief_id: record.brief_id ?? 0 }, role);

const site = (record: NotificationRecord, role: StaffRole) => siteViewHref(record.site_id ?? 0, role);

export const NOTIFICATION_KINDS = {
  briefCreated: { title: 'New brief received', roles: ['key_account_manager', 'admin'], link: briefReview },
  briefAccepted: {
    title: 'Brief accepted',
    roles: ['planner'],
    // The approved briefs waiting for a plan, searched for this one: "Create plan" is on its row.
    link: (record) => href('/plan', {}, { tab: 'approved-briefs', search: record.brief_number }),
  },
  briefRejected: {
    title: 'Brief rejected',
    roles: ['admin'],
    namedBy: [createBrief, createBriefByFile],
    link: briefReview,
  },
  briefResubmitted: {
    title: 'Brief resubmitted',
    roles: ['key_account_manager', 'admin', 'designer'],
    link: briefReview,
  },
  planSubmitted: { title: 'Plan submitted for review', roles: ['key_account_manager'], link: planView },
  planResubmitted: { title: 'Plan resubmitted for review', roles: ['key_account_manager'], link: planView },
  planAccepted: { title: 'Plan accepted', roles: ['planner'], namedBy: [createPlanName], link: planView },
  planModificationRequested: {
    title: 'Modification requested',
    roles: ['planner'],
    namedBy: [createPlanName],
    link: planView,
  },
  planLost: { title: 'Plan lost', roles: ['planner'], namedBy: [createPlanName], link: planView },
  payOrderRecorded: {
    title: 'Pay order recorded',
    roles: ['admin', 'key_account_manager'],
    link: payOrderRow('pending'),
  },
  payOrderAccepted: {
    title: 'Pay order accepted',
    roles: [],
    namedBy: [recordPayOrder],
    link: payOrderRow('accepted'),
  },
  campaignStarted: {
    title: 'Campaign started',
    roles: ['operation_analyst'],
    link: (record) => analystCampaignHref({ brief_id: record.brief_id ?? 0 }),
  },
  payOrderRejected: {
    title: 'Pay order rejected',
    roles: [],
    namedBy: [recordPayOrder],
    link: payOrderRow('rejected'),
  },
  campaignCompleted: {
    title: 'Campaign completed',
    roles: ['admin', 'key_account_manager', 'operation_analyst'],
    link: campaign,
  },
  executionProposed: { title: 'Execution status awaiting approval', roles: ['admin'], link: campaign },
  executionApproved: {
    title: 'Execution status approved',
    roles: [],
    namedBy: [updateExecutionStatus],
    link: campaign,
  },
  executionRejected: {
    title: 'Execution status rejected',
    roles: [],
    namedBy: [updateExecutionStatus],
    link: campaign,
  },
  photosUploaded: { title: 'Site photos awaiting approval', roles: ['admin'], link: site },
  photosApproved: {
    title: 'Site photos approved',
    roles: [],
    namedBy: [uploadSiteImages],
    link: site,
  },
  photosRejected: {
    title: 'Site photos rejected',
    roles: [],
    namedBy: [uploadSiteImages],
    link: site,
  },
  photosDeleted: {
    title: 'Site photos deleted',
    roles: [],
    namedBy: [uploadSiteImages],
    link: site,
  },
  // Issue 16: a site asked for from the field waits for its details and approval by an admin or a KAM.
  siteRequested: {
    title: 'New site requested',
    roles: ['admin', 'key_account_manager'],
    link: (record) => href('/site-management/requested-site/view', {}, { id: record.site_id }),
  },
} as const satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof NOTIFICATION_KINDS;

/** The draft's recipients and link of a kind, for one record. */
export function kindDraft(name: NotificationKindName, record: NotificationRecord) {
  const kind: NotificationKind = NOTIFICATION_KINDS[name];
  return {
    roles: kind.roles,
    title: kind.title,
    link: (role: StaffRole) => kind.link(record, role),
  };
}
