import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { IsoDateTime, PageQuery } from '../schemas.ts';

const count = z.number().int().min(0);

export const BriefCounts = z.object({
  pendingBriefsCount: count,
  approvedBriefsCount: count,
  rejectedBriefsCount: count,
});

export const PlanCounts = z.object({
  inprogressPlansCount: count,
  pendingPlansCount: count,
  acceptedPlansCount: count,
  modificationPlansCount: count,
  rejectedPlansCount: count,
});

export const DashboardStats = z.object({
  totalBriefs: count,
  totalPlans: count,
  activeCampaigns: count,
  completedCampaigns: count,
  approvedSites: count,
  pendingSites: count,
  totalClients: count,
  /** Σ total (net + production) of the accepted plans. */
  acceptedPlansValue: z.number().min(0),
  /** Plan sites in accepted plans. */
  sitesInAcceptedPlans: count,
});

export const fetchBriefCounts = defineEndpoint({
  id: 'fetchBriefCounts',
  method: 'GET',
  path: '/fetch-count-brief-status-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer'],
  group: 'briefs',
  errorMessage: 'An error occurred while fetching briefs',
  summary: 'Briefs by status: pending (shown as new), approved, rejected. Deleted briefs are not counted.',
  response: BriefCounts,
});

export const fetchPlanCounts = defineEndpoint({
  id: 'fetchPlanCounts',
  method: 'GET',
  path: '/fetch-count-plan-status-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'editor'],
  group: 'plans',
  errorMessage: 'An error occurred while fetching plans',
  summary: 'Plans by status; modification = required + pending, rejected = lost.',
  response: PlanCounts,
});

export const fetchDashboardStats = defineEndpoint({
  id: 'fetchDashboardStats',
  method: 'GET',
  path: '/fetch-dashboard-stats',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  errorMessage: 'An error occurred while fetching dashboard stats',
  summary: 'Headline figures for the dashboard.',
  response: DashboardStats,
});

export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: IsoDateTime,
});

export const fetchNotifications = defineEndpoint({
  id: 'fetchNotifications',
  method: 'GET',
  path: '/user/fetch-notifications',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'notifications',
  errorMessage: 'An error occurred while fetching notifications',
  summary: "The caller's notifications, newest first (sent with the bearer token: see README deviations).",
  query: PageQuery,
  response: z.object({
    notifications: z.array(Notification),
    totalNotifications: count,
    totalPages: count,
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const health = defineEndpoint({
  id: 'health',
  method: 'GET',
  path: '/health',
  auth: 'none',
  roles: [],
  group: 'system',
  errorMessage: 'Unexpected status code',
  extension: true,
  summary: 'Liveness, version and database kind.',
  response: z.object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    time: IsoDateTime,
  }),
});
