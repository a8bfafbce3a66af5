import type { z } from 'zod';
import type { Brief } from '../contract/endpoints/briefs.ts';
import type {
  DashboardStats,
  DashboardTrends,
  fetchDashboardQueue,
  Notification,
} from '../contract/endpoints/dashboard.ts';
import type { AwaitingPayOrderItem, PayOrderItem } from '../contract/endpoints/payorders.ts';
import type { PlanDetail } from '../contract/endpoints/plans.ts';
import type { SiteRecord } from '../contract/endpoints/sites.ts';
import type { OutboxMessage } from '../contract/endpoints/users.ts';
import type { VisualRepPhoto } from '../contract/endpoints/visualrep.ts';
import {
  briefFixtures,
  clientFixtures,
  keyAccountManagerFixtures,
  type MockClient,
} from './brief-fixtures.ts';
import {
  awaitingPayOrderFixtures,
  campaignFixtures,
  type MockCampaign,
  payOrderFixtures,
} from './campaign-fixtures.ts';
import { type CompetitorMockState, competitorMockState } from './competitor-fixtures.ts';
import { type FieldMockState, fieldFixtures } from './field-fixtures.ts';
import { fixtures } from './fixtures.ts';
import { planFixtures } from './plan-fixtures.ts';
import { siteFixtures } from './site-fixtures.ts';
import { type MockPasswordLink, type MockUser, userMockState } from './user-fixtures.ts';

/**
 * The fake backend's data: what the handlers read, and what their writes change (a brief accepted, a plan
 * submitted, sites saved), so loading a record again shows the change as it would against the server. Lookups
 * are not here: nothing writes them. A test or a story seeds its own records by assigning these arrays.
 */
export interface MockDb {
  briefs: Brief[];
  /** Client companies with their whole profile (issue 17; msw/clients.ts). */
  clients: MockClient[];
  /** The staff who may own clients (the client handlers count their clients from `clients`). */
  keyAccountManagers: Array<{ id: number; name: string; email: string; status: 'active' | 'inactive' }>;
  plans: PlanDetail[];
  notifications: z.output<typeof Notification>[];
  dashboardStats: z.output<typeof DashboardStats>;
  /** The dashboard's work queue and charts (issue 15). */
  dashboardQueue: z.output<typeof fetchDashboardQueue.response>;
  dashboardTrends: z.output<typeof DashboardTrends>;
  /** The current photo of each plan site that has one (the visual representation). */
  visualRepPhotos: VisualRepPhoto[];
  /** Pay orders in every status; accepting one adds its campaign. */
  payOrders: PayOrderItem[];
  /** Briefs with an accepted plan and no live pay order (recording one removes the brief, rejecting adds it back). */
  awaitingPayOrder: AwaitingPayOrderItem[];
  /** Campaigns with all their sites; the field handlers change the sites, the lists count from them. */
  campaigns: MockCampaign[];
  /** What the campaigns' field work rests on: trackers, proof photos, status history (msw/field-fixtures.ts). */
  field: FieldMockState;
  /** The site inventory, approved and requested, whole (issue 16; msw/site-fixtures.ts). */
  sites: SiteRecord[];
  /** Staff accounts, deleted ones kept (issue 17; msw/user-fixtures.ts). */
  users: MockUser[];
  /** One-time password-set links, used and replaced ones kept. */
  passwordLinks: MockPasswordLink[];
  /** The mail the fake server wrote, newest first. */
  outbox: OutboxMessage[];
  /** Competitors, their campaigns, sightings and generated reports (issue 18; msw/competitor-fixtures.ts). */
  competitors: CompetitorMockState;
}

/** A fresh copy of the fixtures, with `seed` over it. */
export function createMockDb(seed: Partial<MockDb> = {}): MockDb {
  return {
    briefs: structuredClone(briefFixtures),
    clients: structuredClone(clientFixtures),
    keyAccountManagers: structuredClone(keyAccountManagerFixtures),
    plans: structuredClone(planFixtures),
    notifications: structuredClone(fixtures.notifications),
    dashboardStats: structuredClone(fixtures.dashboardStats),
    dashboardQueue: structuredClone(fixtures.dashboardQueue),
    dashboardTrends: structuredClone(fixtures.dashboardTrends),
    visualRepPhotos: [],
    payOrders: structuredClone(payOrderFixtures),
    awaitingPayOrder: structuredClone(awaitingPayOrderFixtures),
    campaigns: structuredClone(campaignFixtures),
    field: fieldFixtures(seed.campaigns),
    sites: structuredClone(siteFixtures) as SiteRecord[],
    ...userMockState(),
    competitors: competitorMockState(
      (seed.sites ?? siteFixtures) as SiteRecord[],
      seed.campaigns ?? campaignFixtures,
    ),
    ...seed,
  };
}

/** Puts `db` back to the fixtures (tests share one db object with their handlers and reset it between tests). */
export function resetMockDb(db: MockDb, seed: Partial<MockDb> = {}): MockDb {
  return Object.assign(db, createMockDb(seed));
}

/** The next id of a table, as a serial column would give it. */
export function nextId<T>(rows: T[], id: (row: T) => number): number {
  return rows.reduce((max, row) => Math.max(max, id(row)), 0) + 1;
}
