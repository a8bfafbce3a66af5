import { delay, HttpResponse, http } from 'msw';
import {
  type AnyEndpoint,
  acceptBrief,
  deleteBrief,
  type EndpointResponse,
  endpoints,
  fetchAgeRanges,
  fetchAssetTypes,
  fetchBriefCounts,
  fetchCities,
  fetchCitiesByRegion,
  fetchCitiesByRegions,
  fetchDashboardStats,
  fetchGenders,
  fetchLocationsByCities,
  fetchLsmList,
  fetchMediums,
  fetchNotifications,
  fetchPlanCounts,
  fetchPrintingMediaTypes,
  fetchRegions,
  fetchRoles,
  fetchSecRanges,
  fetchSitesByLocations,
  health,
  login,
  registerPushToken,
  rejectBrief,
  toFastifyPath,
} from '../contract/index.ts';
import { briefDecision, fixtures, notificationsPage } from './fixtures.ts';

export { briefDecision, fixtures, notificationsPage };

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
  ];
}

/** Entries of the contract that `defaultHandlers` does not answer yet (a test keeps this empty). */
export function unmockedEndpoints(): string[] {
  const mocked = new Set(defaultHandlers().map((h) => `${h.info.method} ${h.info.path}`));
  return endpoints
    .filter((e) => !mocked.has(`${e.method} /api${toFastifyPath(e.path)}`))
    .map((e) => `${e.method} ${e.path}`);
}
