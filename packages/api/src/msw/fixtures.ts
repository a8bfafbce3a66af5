import type { z } from 'zod';
import type { login, Role } from '../contract/endpoints/auth.ts';
import type {
  BriefCounts,
  DashboardStats,
  fetchDashboardQueue,
  fetchDashboardTrends,
  Notification,
  PlanCounts,
} from '../contract/endpoints/dashboard.ts';
import type {
  City,
  Location,
  LsmLevel,
  Medium,
  SecRange,
  SiteSummary,
} from '../contract/endpoints/lookups.ts';
import type { health } from '../contract/endpoints/system.ts';
import { ROLE_LABELS, STAFF_ROLES } from '../contract/roles.ts';
import type { Named } from '../contract/schemas.ts';
import { briefFixtures, clientFixtures } from './brief-fixtures.ts';
import { planFixtures } from './plan-fixtures.ts';

type Out<T extends z.ZodType> = z.output<T>;

const regions: Named[] = [
  { id: 1, name: 'Punjab' },
  { id: 2, name: 'Sindh' },
];
const cities: Out<typeof City>[] = [
  { id: 1, name: 'Lahore', region_id: 1, region_name: 'Punjab' },
  { id: 2, name: 'Faisalabad', region_id: 1, region_name: 'Punjab' },
  { id: 3, name: 'Karachi', region_id: 2, region_name: 'Sindh' },
];
const locations: Out<typeof Location>[] = [
  { id: 1, name: 'Gulberg', city_id: 1 },
  { id: 2, name: 'DHA Phase 5', city_id: 1 },
  { id: 3, name: 'Clifton', city_id: 3 },
];
const mediums: Out<typeof Medium>[] = [
  { id: 1, name: 'Billboard', kind: 'conventional' },
  { id: 2, name: 'Streetpole', kind: 'conventional' },
  { id: 3, name: 'DOOH screen', kind: 'digital' },
];
const sites: Out<typeof SiteSummary>[] = [
  {
    id: 1,
    site_code: 'LHE-GUL-001',
    name: 'Main Boulevard facing Liberty',
    location_id: 1,
    location_name: 'Gulberg',
    city_id: 1,
    city_name: 'Lahore',
    region_id: 1,
    medium_id: 1,
    medium_name: 'Billboard',
    kind: 'conventional',
    width_ft: 40,
    height_ft: 20,
    faces: 1,
    monthly_rate: 250000,
  },
  {
    id: 2,
    site_code: 'KHI-CLF-001',
    name: 'Clifton Bridge LED',
    location_id: 3,
    location_name: 'Clifton',
    city_id: 3,
    city_name: 'Karachi',
    region_id: 2,
    medium_id: 3,
    medium_name: 'DOOH screen',
    kind: 'digital',
    width_ft: 24,
    height_ft: 12,
    faces: 1,
    monthly_rate: 400000,
  },
];

const notifications: Out<typeof Notification>[] = Array.from({ length: 23 }, (_, i) => ({
  id: 23 - i,
  title: i % 2 ? `Plan submitted for review #${23 - i}` : `New brief received #${23 - i}`,
  body: i % 2 ? 'A planner submitted a plan for your review.' : 'A key account manager created a brief.',
  // Each links to its record on a route the reader may open (issue 15), not to a bare list.
  link: i % 2 ? '/pending-plan-review/2/view-plan/2' : '/brief-review-form/1',
  read: i > 4,
  created_at: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - i * 3_600_000).toISOString(),
}));

/** The dashboard's queue and charts as a KAM sees them (issue 15). */
const dashboardQueue: Out<typeof fetchDashboardQueue.response> = {
  items: [
    {
      key: 'briefs_to_review',
      label: 'New briefs to review',
      count: 3,
      capped: false,
      href: '/brief?tab=new',
      records: [
        { label: 'BR-2026-0031 · Winter launch', href: '/brief-review-form/1', count: null },
        { label: 'BR-2026-0029 · Ramadan offers', href: '/brief-review-file/2', count: null },
      ],
    },
    {
      key: 'plans_to_review',
      label: 'Plans to review with the client',
      count: 1,
      capped: false,
      href: '/plan?tab=pending',
      records: [{ label: 'BR-2026-0027 · Plan A', href: '/pending-plan-review/2/view-plan/2', count: null }],
    },
    {
      key: 'awaiting_pay_order',
      label: 'Accepted plans without a pay order',
      count: 0,
      capped: false,
      href: '/plan-po-review?tab=awaiting',
      records: [],
    },
  ],
};

const dashboardTrends: Out<typeof fetchDashboardTrends.response> = {
  briefsByWeek: [
    ['2026-09-28', 2, 3, 1],
    ['2026-10-05', 1, 4, 0],
    ['2026-10-12', 3, 2, 1],
    ['2026-10-19', 0, 5, 2],
    ['2026-10-26', 2, 2, 0],
    ['2026-11-02', 4, 1, 1],
    ['2026-11-09', 1, 3, 0],
    ['2026-11-16', 3, 0, 0],
  ].map(([week_start, pending, approved, rejected]) => ({
    week_start: String(week_start),
    pending: Number(pending),
    approved: Number(approved),
    rejected: Number(rejected),
  })),
  acceptedPlansByMonth: [
    { month: '2026-06', plans: 2, value: 3_200_000 },
    { month: '2026-07', plans: 1, value: 1_450_000 },
    { month: '2026-08', plans: 0, value: 0 },
    { month: '2026-09', plans: 3, value: 5_100_000 },
    { month: '2026-10', plans: 2, value: 2_750_000 },
    { month: '2026-11', plans: 1, value: 980_000 },
  ],
};

export const fixtures = {
  login: {
    message: 'Signed in',
    token: 'fixture-token',
    userData: {
      userId: 1,
      name: 'Ayesha Admin',
      email: 'admin@demo.local',
      role: 'admin',
      roleLabel: 'Admin',
    },
  } satisfies Out<typeof login.response>,
  // Every staff role, as the server lists them (STAFF_ROLES with their labels).
  roles: STAFF_ROLES.map((name, index) => ({ id: index + 1, name, label: ROLE_LABELS[name] })) satisfies Out<
    typeof Role
  >[],
  regions,
  cities,
  locations,
  sites,
  mediums,
  secRanges: [
    { id: 1, name: 'A', description: 'Upper class' },
    { id: 2, name: 'B', description: 'Upper middle class' },
  ] satisfies Out<typeof SecRange>[],
  ageRanges: [
    { id: 1, name: '18–24' },
    { id: 2, name: '25–34' },
  ] satisfies Named[],
  genders: [
    { id: 1, name: 'Female' },
    { id: 2, name: 'Male' },
  ] satisfies Named[],
  assetTypes: [{ id: 1, name: 'Unipole' }] satisfies Named[],
  printingMediaTypes: [{ id: 1, name: 'Flex' }] satisfies Named[],
  lsmLevels: [{ id: 1, name: 'LSM 1', level: 1 }] satisfies Out<typeof LsmLevel>[],
  // What the brief fixtures list, so a story's tab counts agree with its rows.
  briefCounts: {
    pendingBriefsCount: briefFixtures.filter((b) => b.status === 'pending').length,
    approvedBriefsCount: briefFixtures.filter((b) => b.status === 'approved').length,
    rejectedBriefsCount: briefFixtures.filter((b) => b.status === 'rejected').length,
  } satisfies Out<typeof BriefCounts>,
  // What the plan fixtures hold, as the fake backend counts them.
  planCounts: {
    inprogressPlansCount: planFixtures.filter((p) => p.status === 'inprogress').length,
    pendingPlansCount: planFixtures.filter((p) => p.status === 'pending').length,
    acceptedPlansCount: planFixtures.filter((p) => p.status === 'accepted').length,
    modificationPlansCount: planFixtures.filter((p) => p.status.startsWith('modification')).length,
    rejectedPlansCount: planFixtures.filter((p) => p.status === 'lost').length,
  } satisfies Out<typeof PlanCounts>,
  dashboardStats: {
    totalBriefs: 22,
    totalPlans: 18,
    activeCampaigns: 4,
    completedCampaigns: 2,
    approvedSites: 290,
    pendingSites: 10,
    totalClients: 8,
    acceptedPlansValue: 18_450_000,
    sitesInAcceptedPlans: 64,
  } satisfies Out<typeof DashboardStats>,
  notifications,
  dashboardQueue,
  dashboardTrends,
  briefs: briefFixtures,
  clients: clientFixtures,
  health: {
    status: 'ok',
    version: '0.1.0',
    database: 'pglite',
    time: '2026-11-21T12:00:00.000Z',
  } satisfies Out<typeof health.response>,
};

export function notificationsPage(page: number, limit: number) {
  const total = fixtures.notifications.length;
  return {
    notifications: fixtures.notifications.slice((page - 1) * limit, page * limit),
    totalNotifications: total,
    unreadNotifications: fixtures.notifications.filter((n) => !n.read).length,
    totalPages: Math.ceil(total / limit),
    page,
    limit,
  };
}

/** A review decision on a fixture brief (unknown ids act on the first one), as the server would answer it. */
export function briefDecision(
  id: number,
  status: 'approved' | 'rejected' | 'deleted',
  reason: string | null = null,
) {
  const brief = fixtures.briefs.find((b) => b.id === id) ?? fixtures.briefs[0]!;
  const messages = {
    approved: 'Brief accepted',
    rejected: 'Brief rejected',
    deleted: 'Brief deleted',
  } as const;
  return {
    message: messages[status],
    brief: { ...brief, id, status, reason: status === 'rejected' ? reason : brief.reason },
  };
}
