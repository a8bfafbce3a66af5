import type { AnyEndpointDefinition } from '../contract/define.ts';
import { toFastifyPath } from '../contract/define.ts';
import * as authEntries from '../contract/endpoints/auth.ts';
import * as briefEntries from '../contract/endpoints/briefs.ts';
import * as campaignEntries from '../contract/endpoints/campaigns.ts';
import * as clientEntries from '../contract/endpoints/clients.ts';
import * as competitorEntries from '../contract/endpoints/competitors.ts';
import * as dashboardEntries from '../contract/endpoints/dashboard.ts';
import * as fieldEntries from '../contract/endpoints/field.ts';
import * as lifecycleEntries from '../contract/endpoints/lifecycles.ts';
import * as lookupEntries from '../contract/endpoints/lookups.ts';
import * as payOrderEntries from '../contract/endpoints/payorders.ts';
import * as planEntries from '../contract/endpoints/plans.ts';
import * as siteEntries from '../contract/endpoints/sites.ts';
import * as summaryEntries from '../contract/endpoints/summaries.ts';
import * as systemEntries from '../contract/endpoints/system.ts';
import * as userEntries from '../contract/endpoints/users.ts';
import * as visualRepEntries from '../contract/endpoints/visualrep.ts';
import { authHandlers, type HandlerOptions } from './auth.ts';
import { briefHandlers } from './briefs.ts';
import { campaignHandlers } from './campaigns.ts';
import { clientHandlers } from './clients.ts';
import { competitorHandlers } from './competitors.ts';
import { dashboardHandlers } from './dashboard.ts';
import { createMockDb, type MockDb } from './db.ts';
import { fieldHandlers } from './field.ts';
import { lifecycleHandlers } from './lifecycles.ts';
import { lookupHandlers } from './lookups.ts';
import { payOrderHandlers } from './payorders.ts';
import { planHandlers } from './plans.ts';
import { siteImportHandlers } from './site-import.ts';
import { siteHandlers } from './sites.ts';
import { summaryHandlers } from './summaries.ts';
import { systemHandlers } from './system.ts';
import { userHandlers } from './users.ts';
import { visualRepHandlers } from './visualrep.ts';

export { authHandlers, type HandlerOptions } from './auth.ts';
export {
  briefFixtures,
  briefOf,
  briefPage,
  briefPlans,
  briefsOf,
  clientFixtures,
  clientPage,
  keyAccountManagerFixtures,
  type MockClient,
  SAMPLE_PDF,
  toClientListItem,
  toListItem,
} from './brief-fixtures.ts';
export { briefHandlers, briefPlansOf } from './briefs.ts';
export {
  awaitingPayOrderFixtures,
  campaignFixtures,
  campaignOf,
  campaignPage,
  campaignSite,
  executionStatusFixtures,
  type MockCampaign,
  nextExecutionStatus,
  payOrderFixtures,
  toCampaignDetail,
  toCampaignListItem,
  trackerFixtures,
  trackerStatusFixtures,
  withDerived,
} from './campaign-fixtures.ts';
export { campaignHandlers, workQueueOf } from './campaigns.ts';
export { type ClientCaller, type ClientHandlerOptions, clientHandlers, clientProfileOf } from './clients.ts';
export {
  buildCompetitorReport,
  type CompetitorMockState,
  competitorMockState,
  type MockCompetitor,
  type MockCompetitorCampaign,
  toCompetitorCampaign,
  toCompetitorItem,
} from './competitor-fixtures.ts';
export { competitorHandlers } from './competitors.ts';
export { briefCountsOf, dashboardHandlers, notificationsPageOf, planCountsOf } from './dashboard.ts';
export { createMockDb, type MockDb, nextId, resetMockDb } from './db.ts';
export { fieldHandlers } from './field.ts';
export {
  type FieldMockState,
  fieldFixtures,
  fieldTrackerFixtures,
  refreshedSite,
} from './field-fixtures.ts';
export { briefDecision, fixtures, notificationsPage } from './fixtures.ts';
export { lifecycleCountsOf, lifecycleHandlers } from './lifecycles.ts';
export { lookupHandlers } from './lookups.ts';
export {
  endpointUrl,
  errorResponse,
  type MockOptions,
  type MockRequest,
  mockEndpoint,
  mockEndpointError,
  mockEndpointNetworkError,
  notFound,
  pageQuery,
} from './mock.ts';
export { notificationStreamResponse, sendMockNotification } from './notification-stream.ts';
export { payOrderHandlers } from './payorders.ts';
export {
  groupedSites,
  planFixtures,
  planForCity,
  planHistory,
  planOf,
  planPage,
  planSiteRow,
  plansOf,
  plansOfBrief,
  siteInventory,
  siteOptions,
  toPlanListItem,
  withPlanSites,
} from './plan-fixtures.ts';
export { createPlanAnswer, planHandlers } from './plans.ts';
export {
  blankSite,
  missingForApproval,
  siteFixtures,
  sitePhotoUrl,
  toSiteListItem,
  withNames,
} from './site-fixtures.ts';
export { SITE_IMPORT_TEMPLATE_CSV, sampleImportReport, siteImportHandlers } from './site-import.ts';
export { SITE_MESSAGES, siteHandlers } from './sites.ts';
export { summaryHandlers } from './summaries.ts';
export { systemHandlers } from './system.ts';
export {
  MOCK_CALLER_ID,
  MOCK_DEMO_PASSWORD,
  MOCK_LINK_TOKENS,
  type MockPasswordLink,
  type MockUser,
  userMockState,
} from './user-fixtures.ts';
export { toUserDetail, USER_CALL_MESSAGES, userHandlers } from './users.ts';
export { visualRepHandlers } from './visualrep.ts';

export interface DefaultHandlerOptions extends HandlerOptions {
  /** The data the handlers read and write; a fresh copy of the fixtures when left out. */
  db?: MockDb;
}

/**
 * Handlers answering every entry of the contract from one fake backend (stories and screen tests start from
 * these): lists page and search, unknown ids answer 404 with `{ message }`, writes change the db.
 */
export function defaultHandlers(options: DefaultHandlerOptions = {}) {
  const { db = createMockDb(), ...rest } = options;
  return [
    ...authHandlers(rest),
    ...lookupHandlers(rest),
    ...dashboardHandlers(db, rest),
    ...briefHandlers(db, rest),
    ...clientHandlers(db, rest),
    ...planHandlers(db, rest),
    ...summaryHandlers(db, rest),
    ...visualRepHandlers(db, rest),
    ...payOrderHandlers(db, rest),
    ...campaignHandlers(db, rest),
    ...fieldHandlers(db, rest),
    ...siteHandlers(db, rest),
    ...siteImportHandlers(rest),
    ...userHandlers(db, rest),
    ...competitorHandlers(db, rest),
    ...lifecycleHandlers(db, rest),
    ...systemHandlers(rest),
  ];
}

function isEndpoint(value: unknown): value is AnyEndpointDefinition {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value
  );
}

/** Every entry of the contract, by domain (the same modules the contract is made of). */
export const contractEntries: readonly AnyEndpointDefinition[] = [
  authEntries,
  lookupEntries,
  dashboardEntries,
  briefEntries,
  clientEntries,
  planEntries,
  summaryEntries,
  visualRepEntries,
  payOrderEntries,
  campaignEntries,
  fieldEntries,
  siteEntries,
  userEntries,
  competitorEntries,
  lifecycleEntries,
  systemEntries,
].flatMap((module) => Object.values(module).filter(isEndpoint));

/** Entries of the contract that `defaultHandlers` does not answer yet (a test keeps this empty). */
export function unmockedEndpoints(): string[] {
  const mocked = new Set(defaultHandlers().map((h) => `${h.info.method} ${h.info.path}`));
  return contractEntries
    .filter((e) => !mocked.has(`${e.method} /api${toFastifyPath(e.path)}`))
    .map((e) => `${e.method} ${e.path}`);
}
