import { delay, HttpResponse, http } from 'msw';
import {
  type AnyEndpoint,
  acceptBrief,
  acceptPlan,
  addDesignLink,
  addHighresLink,
  createBrief,
  createBriefByFile,
  createPlanName,
  createPlanSites,
  deleteBrief,
  downloadBriefAttachment,
  type EndpointResponse,
  endpoints,
  fetchAgeRanges,
  fetchAllClients,
  fetchAlteredPendingPlansOfBrief,
  fetchAlteredPlansOfBrief,
  fetchAlteredRequiredPlansOfBrief,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedBriefs,
  fetchApprovedPlans,
  fetchAssetTypes,
  fetchBriefCounts,
  fetchCities,
  fetchCitiesByRegion,
  fetchCitiesByRegions,
  fetchClientBriefs,
  fetchDashboardStats,
  fetchGenders,
  fetchInprogressPlans,
  fetchLocationsByCities,
  fetchLostPlans,
  fetchLostPlansOfBrief,
  fetchLsmList,
  fetchMediums,
  fetchNewBriefs,
  fetchNotifications,
  fetchPendingPlans,
  fetchPendingPlansOfBrief,
  fetchPlan,
  fetchPlanCounts,
  fetchPlanGroupedSites,
  fetchPlanSiteOptions,
  fetchPlansOfBrief,
  fetchPrintingMediaTypes,
  fetchRegions,
  fetchRejectedBriefs,
  fetchRoles,
  fetchSecRanges,
  fetchSingleBrief,
  fetchSitesByLocations,
  health,
  login,
  losePlan,
  type PlanDetail,
  type PlanStatus,
  registerPushToken,
  rejectBrief,
  requestPlanModification,
  resubmitPlan,
  submitPlan,
  toFastifyPath,
  updateBrief,
  updateBriefByFile,
} from '../contract/index.ts';
import { sumTotals } from '../plan-math/index.ts';
import {
  briefFixtures,
  briefPage,
  briefPlans,
  clientFixtures,
  clientPage,
  SAMPLE_PDF,
  toListItem,
} from './brief-fixtures.ts';
import { briefDecision, fixtures, notificationsPage } from './fixtures.ts';
import {
  groupedSites,
  planFixtures,
  planForCity,
  planHistory,
  planPage,
  planSiteRow,
  plansOfBrief,
  siteInventory,
  siteOptions,
  toPlanListItem,
} from './plan-fixtures.ts';

export {
  briefDecision,
  briefFixtures,
  briefPage,
  briefPlans,
  clientPage,
  fixtures,
  groupedSites,
  notificationsPage,
  planFixtures,
  planForCity,
  planHistory,
  planPage,
  planSiteRow,
  plansOfBrief,
  siteInventory,
  siteOptions,
  toListItem,
  toPlanListItem,
};

function pageQuery(url: URL) {
  return {
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get('limit') ?? 10),
    search: url.searchParams.get('search'),
  };
}

function fixtureBrief(id: number) {
  const brief =
    briefFixtures.find((b) => b.id === id) ?? (briefFixtures[0] as (typeof briefFixtures)[number]);
  return { ...brief, id };
}

/** A saved form brief as the server would answer it: the body's fields over a fixture brief. */
function savedFormBrief(id: number, body: unknown) {
  const input = (body ?? {}) as Partial<Record<string, unknown>>;
  const base = fixtureBrief(id);
  const client = clientFixtures.find((c) => c.id === Number(input.client_id));
  return {
    ...base,
    status: 'pending' as const,
    reason: null,
    kind: 'form' as const,
    campaign_name: typeof input.campaign_name === 'string' ? input.campaign_name : base.campaign_name,
    objective: typeof input.objective === 'string' ? input.objective : base.objective,
    client_id: client?.id ?? base.client_id,
    client_name: client?.company_name ?? base.client_name,
    start_date: typeof input.start_date === 'string' ? input.start_date : base.start_date,
    end_date: typeof input.end_date === 'string' ? input.end_date : base.end_date,
    budget: Number(input.budget ?? base.budget),
  };
}

/** The document download: a small PDF with the name the fixture brief gives it. */
function mockBriefDownload(options: MockOptions) {
  return http.get(
    `${options.baseURL ?? '/api'}${toFastifyPath(downloadBriefAttachment.path)}`,
    ({ params }) => {
      const brief = fixtureBrief(Number(params.id));
      const name = brief.attachment?.file_name ?? 'brief.pdf';
      return new HttpResponse(SAMPLE_PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="brief.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    },
  );
}

export interface MockOptions {
  /** API base the handlers answer under; `/api` by default, like the app. */
  baseURL?: string;
  status?: number;
  /** Milliseconds, or 'infinite' to keep a request loading forever (loading-state stories). */
  delay?: number | 'infinite';
}

type Resolved<E extends AnyEndpoint> =
  | EndpointResponse<E>
  | ((request: { params: Record<string, string>; url: URL; body: unknown }) => EndpointResponse<E>);

/** One MSW handler for one contract entry: its method and its path, never typed again by hand. */
export function mockEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  response: Resolved<E>,
  options: MockOptions = {},
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const url = `${options.baseURL ?? '/api'}${toFastifyPath(endpoint.path)}`;
  return http[method](url, async ({ request, params }) => {
    if (options.delay !== undefined) await delay(options.delay);
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    const data =
      typeof response === 'function'
        ? (response as (r: { params: Record<string, string>; url: URL; body: unknown }) => unknown)({
            params: params as Record<string, string>,
            url: new URL(request.url),
            body,
          })
        : response;
    return HttpResponse.json(data as Record<string, unknown>, { status: options.status ?? 200 });
  });
}

/** An error answer in the server's shape, for error-state stories and tests. */
export function mockEndpointError(
  endpoint: AnyEndpoint,
  status: number,
  message: string,
  options: MockOptions = {},
) {
  return mockEndpoint(endpoint, { message } as never, { ...options, status });
}

/** A network failure (no response), for the overlay. */
export function mockEndpointNetworkError(endpoint: AnyEndpoint, options: MockOptions = {}) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`${options.baseURL ?? '/api'}${toFastifyPath(endpoint.path)}`, () =>
    HttpResponse.error(),
  );
}

function fixturePlan(id: number): PlanDetail {
  const plan = planFixtures.find((p) => p.plan_id === id) ?? (planFixtures[0] as PlanDetail);
  return { ...plan, plan_id: id };
}

/** A transition on a fixture plan, as the server answers it. */
function planMoved(message: string, status: PlanStatus, change: Partial<PlanDetail> = {}) {
  return ({ params, body }: { params: Record<string, string>; body: unknown }) => {
    const plan = fixturePlan(Number(params.plan_id));
    const reason = (body as { reason?: string } | undefined)?.reason ?? plan.reason;
    return { message, plan: toPlanListItem({ ...plan, status, reason, ...change }) };
  };
}

/** The plan handlers: lists, one plan, the site table, transitions. */
function planHandlers(options: Omit<MockOptions, 'status'>) {
  const is =
    (...statuses: PlanStatus[]) =>
    (plan: PlanDetail) =>
      statuses.includes(plan.status);
  const altered = (plan: PlanDetail) => plan.version > 1;
  const list =
    (keep: (plan: PlanDetail) => boolean) =>
    ({ url }: { url: URL }) =>
      planPage(keep, pageQuery(url));
  const ofBrief =
    (keep?: (plan: PlanDetail) => boolean) =>
    ({ params }: { params: Record<string, string> }) =>
      plansOfBrief(Number(params.brief_id ?? params.id), keep);
  return [
    mockEndpoint(fetchInprogressPlans, list(is('inprogress')), options),
    mockEndpoint(fetchPendingPlans, list(is('pending')), options),
    mockEndpoint(fetchAlterPlans, list(altered), options),
    mockEndpoint(fetchLostPlans, list(is('lost')), options),
    mockEndpoint(fetchAlterPendingPlans, list(is('modification_pending')), options),
    mockEndpoint(fetchAlterRequiredPlans, list(is('modification_required')), options),
    mockEndpoint(fetchApprovedPlans, list(is('accepted')), options),
    mockEndpoint(fetchAlteredPlansOfBrief, ofBrief(altered), options),
    mockEndpoint(fetchAlteredPendingPlansOfBrief, ofBrief(is('modification_pending')), options),
    mockEndpoint(fetchAlteredRequiredPlansOfBrief, ofBrief(is('modification_required')), options),
    mockEndpoint(fetchLostPlansOfBrief, ofBrief(is('lost')), options),
    mockEndpoint(fetchPendingPlansOfBrief, ofBrief(is('pending', 'modification_pending')), options),
    mockEndpoint(
      fetchPlansOfBrief,
      ({ params, url }) => {
        const status = url.searchParams.get('status');
        return plansOfBrief(Number(params.brief_id), (p) => !status || p.status === status);
      },
      options,
    ),
    mockEndpoint(
      fetchPlan,
      ({ params, url }) => {
        const plan = fixturePlan(Number(params.plan_id));
        return { plan: planForCity(plan, url.searchParams.get('city_name')), history: planHistory(plan) };
      },
      options,
    ),
    mockEndpoint(
      fetchPlanGroupedSites,
      ({ params }) => groupedSites(fixturePlan(Number(params.plan_id))),
      options,
    ),
    mockEndpoint(
      fetchPlanSiteOptions,
      ({ body }) => siteOptions((body ?? {}) as Parameters<typeof siteOptions>[0]),
      options,
    ),
    mockEndpoint(
      createPlanName,
      ({ params, body }) => {
        const plan = fixturePlan(8);
        const brief = fixtureBrief(Number(params.briefId));
        return {
          message: 'Plan created',
          plan: toPlanListItem({
            ...plan,
            plan_id: planFixtures.length + 1,
            planName: String((body as { planName?: string } | undefined)?.planName ?? plan.planName),
            brief_id: brief.id,
            brief_number: brief.brief_number,
            campaign_name: brief.campaign_name,
            client_name: brief.client_name,
          }),
        };
      },
      { ...options, status: 201 },
    ),
    mockEndpoint(
      createPlanSites,
      ({ params, body }) => {
        const plan = fixturePlan(Number(params.plan_id));
        const input = (body ?? {}) as {
          hide_columns?: PlanDetail['hide_columns'];
          plan_form?: Array<Parameters<typeof planSiteRow>[2] & { site_id: number }>;
        };
        const rows = (input.plan_form ?? []).flatMap((row, n) => {
          const site = siteInventory.find((s) => s.id === row.site_id);
          return site ? [planSiteRow(plan.plan_id * 100 + n, site, row)] : [];
        });
        const hidden = input.hide_columns ?? [];
        return {
          message: 'Plan sites saved',
          plan: {
            ...plan,
            hide_columns: hidden,
            dynamicHeaders: plan.dynamicHeaders.length
              ? fixturePlan(1).dynamicHeaders.filter((h) => !hidden.includes(h.key))
              : [],
            citiesArray: [...new Set(rows.map((r) => r.city_name))].sort(),
            sites_list: rows,
            sites: rows.length,
            totals: sumTotals(rows),
          },
        };
      },
      options,
    ),
    mockEndpoint(submitPlan, planMoved('Plan submitted for review', 'pending'), options),
    mockEndpoint(acceptPlan, planMoved('Plan accepted', 'accepted'), options),
    mockEndpoint(
      requestPlanModification,
      planMoved('Modification requested', 'modification_required'),
      options,
    ),
    mockEndpoint(
      resubmitPlan,
      ({ params, body }) => {
        const plan = fixturePlan(Number(params.plan_id));
        return planMoved('Plan resubmitted', 'modification_pending', { version: plan.version + 1 })({
          params,
          body,
        });
      },
      options,
    ),
    mockEndpoint(losePlan, planMoved('Plan marked as lost', 'lost'), options),
  ];
}

/** Handlers answering every entry of this issue with the fixtures (stories and screen tests start from these). */
export function defaultHandlers(options: Omit<MockOptions, 'status'> = {}) {
  const f = fixtures;
  return [
    mockEndpoint(login, f.login, options),
    mockEndpoint(registerPushToken, { message: 'Device registered for notifications' }, options),
    mockEndpoint(fetchRoles, { data: f.roles }, options),
    mockEndpoint(fetchRegions, { data: f.regions }, options),
    mockEndpoint(
      fetchCitiesByRegion,
      ({ params }) => ({ data: f.cities.filter((c) => c.region_id === Number(params.id)) }),
      options,
    ),
    mockEndpoint(
      fetchCitiesByRegions,
      ({ body }) => {
        const ids = new Set((body as { region_ids?: number[] } | undefined)?.region_ids ?? []);
        return { data: f.cities.filter((c) => ids.has(c.region_id)) };
      },
      options,
    ),
    mockEndpoint(
      fetchLocationsByCities,
      ({ body }) => {
        const ids = new Set((body as { city_ids?: number[] } | undefined)?.city_ids ?? []);
        return { data: f.locations.filter((l) => ids.has(l.city_id)) };
      },
      options,
    ),
    mockEndpoint(
      fetchSitesByLocations,
      ({ body }) => {
        const ids = new Set((body as { location_ids?: number[] } | undefined)?.location_ids ?? []);
        return { data: f.sites.filter((s) => ids.has(s.location_id)) };
      },
      options,
    ),
    mockEndpoint(fetchMediums, { data: f.mediums }, options),
    mockEndpoint(fetchSecRanges, { data: f.secRanges }, options),
    mockEndpoint(fetchCities, { data: f.cities }, options),
    mockEndpoint(fetchAgeRanges, { data: f.ageRanges }, options),
    mockEndpoint(fetchGenders, { data: f.genders }, options),
    mockEndpoint(fetchAssetTypes, { data: f.assetTypes }, options),
    mockEndpoint(fetchPrintingMediaTypes, { data: f.printingMediaTypes }, options),
    mockEndpoint(fetchLsmList, { data: f.lsmLevels }, options),
    mockEndpoint(fetchBriefCounts, f.briefCounts, options),
    mockEndpoint(fetchPlanCounts, f.planCounts, options),
    mockEndpoint(fetchDashboardStats, f.dashboardStats, options),
    mockEndpoint(
      fetchNotifications,
      ({ url }) =>
        notificationsPage(
          Number(url.searchParams.get('page') ?? 1),
          Number(url.searchParams.get('limit') ?? 10),
        ),
      options,
    ),
    mockEndpoint(fetchNewBriefs, ({ url }) => briefPage('pending', pageQuery(url)), options),
    mockEndpoint(fetchApprovedBriefs, ({ url }) => briefPage('approved', pageQuery(url)), options),
    mockEndpoint(fetchRejectedBriefs, ({ url }) => briefPage('rejected', pageQuery(url)), options),
    mockEndpoint(
      fetchClientBriefs,
      ({ params, url }) => {
        const client = clientFixtures.find((c) => c.user_id === Number(params.userId));
        return briefPage(
          'any',
          pageQuery(url),
          briefFixtures.filter((b) => b.client_id === client?.id),
        );
      },
      options,
    ),
    mockEndpoint(
      fetchSingleBrief,
      ({ params }) => ({ brief: fixtureBrief(Number(params.id)), plans: briefPlans(Number(params.id)) }),
      options,
    ),
    mockBriefDownload(options),
    mockEndpoint(
      createBrief,
      ({ body }) => ({ message: 'Brief created', brief: savedFormBrief(briefFixtures.length + 1, body) }),
      { ...options, status: 201 },
    ),
    mockEndpoint(
      updateBrief,
      ({ params, body }) => ({ message: 'Brief updated', brief: savedFormBrief(Number(params.id), body) }),
      options,
    ),
    mockEndpoint(
      createBriefByFile,
      () => ({ message: 'Brief created', brief: { ...fixtureBrief(2), status: 'pending' as const } }),
      { ...options, status: 201 },
    ),
    mockEndpoint(
      updateBriefByFile,
      ({ params }) => ({
        message: 'Brief updated',
        brief: { ...fixtureBrief(Number(params.id)), status: 'pending' as const, reason: null },
      }),
      options,
    ),
    mockEndpoint(
      addDesignLink,
      ({ params, body }) => ({
        message: 'Design link saved',
        brief: {
          ...fixtureBrief(Number(params.id)),
          design_link: String((body as { design_link?: string })?.design_link ?? ''),
        },
      }),
      options,
    ),
    mockEndpoint(
      addHighresLink,
      ({ params, body }) => ({
        message: 'High-res link saved',
        brief: {
          ...fixtureBrief(Number(params.id)),
          highres_link: String((body as { highres_link?: string })?.highres_link ?? ''),
        },
      }),
      options,
    ),
    mockEndpoint(fetchAllClients, ({ url }) => clientPage(pageQuery(url)), options),
    mockEndpoint(acceptBrief, ({ params }) => briefDecision(Number(params.id), 'approved'), options),
    mockEndpoint(
      rejectBrief,
      ({ params, body }) =>
        briefDecision(
          Number(params.id),
          'rejected',
          (body as { reason?: string } | undefined)?.reason ?? null,
        ),
      options,
    ),
    mockEndpoint(deleteBrief, ({ params }) => briefDecision(Number(params.id), 'deleted'), options),
    mockEndpoint(health, f.health, options),
    ...planHandlers(options),
  ];
}

/** Entries of the contract that `defaultHandlers` does not answer yet (a test keeps this empty). */
export function unmockedEndpoints(): string[] {
  const mocked = new Set(defaultHandlers().map((h) => `${h.info.method} ${h.info.path}`));
  return endpoints
    .filter((e) => !mocked.has(`${e.method} /api${toFastifyPath(e.path)}`))
    .map((e) => `${e.method} ${e.path}`);
}
