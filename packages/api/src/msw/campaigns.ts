import {
  type CampaignSiteItem,
  type CampaignStatus,
  completeCampaign,
  fetchActiveCampaigns,
  fetchClientCampaigns,
  fetchClientCompletedCampaigns,
  fetchCompletedCampaigns,
  fetchSingleCampaign,
  fetchWorkQueue,
  type WorkQueueItem,
  waiveExecutionStatus,
} from '../contract/endpoints/campaigns.ts';
import type { HandlerOptions } from './auth.ts';
import {
  campaignPage,
  type MockCampaign,
  toCampaignDetail,
  toCampaignListItem,
  withDerived,
} from './campaign-fixtures.ts';
import type { MockDb } from './db.ts';
import { errorResponse, mockEndpoint, notFound, pageQuery } from './mock.ts';

const contains = (value: string, term: string | null) =>
  !term || value.toLowerCase().includes(term.toLowerCase());

/** The spec's campaign filters as the server reads them (docs/domain.md "Campaign"). */
function filtered(campaigns: MockCampaign[], url: URL) {
  const q = url.searchParams;
  const number = (name: string) => (q.get(name) ? Number(q.get(name)) : null);
  const region = number('region');
  const city = number('city');
  const count = number('count');
  const regionNames = new Map([
    [1, 'Punjab'],
    [2, 'Sindh'],
  ]);
  const cityNames = new Map([
    [1, 'Lahore'],
    [3, 'Karachi'],
  ]);
  return campaigns
    .filter((c) => contains(c.name, q.get('campaign_name')))
    .filter((c) => contains(c.client_name, q.get('client_name')))
    .filter((c) => !q.get('start_date') || c.end_date >= (q.get('start_date') as string))
    .filter((c) => !q.get('end_date') || c.start_date <= (q.get('end_date') as string))
    .filter((c) => region === null || c.sites.some((s) => s.region_name === regionNames.get(region)))
    .filter((c) => city === null || c.sites.some((s) => s.city_name === cityNames.get(city)))
    .filter((c) => count === null || c.sites.length >= count)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

function listOf(db: MockDb, status: CampaignStatus, url: URL, clientId?: number) {
  const all = db.campaigns.filter(
    (c) => c.status === status && (clientId === undefined || c.client_id === clientId),
  );
  return campaignPage(filtered(all, url), pageQuery(url), all.length);
}

function siteMatches(site: CampaignSiteItem, url: URL) {
  const q = url.searchParams;
  const search = q.get('search');
  const tracker = q.get('tracker_id');
  const execution = q.get('execution');
  if (search && ![site.site_code, site.site_name, site.location_name ?? ''].some((v) => contains(v, search)))
    return false;
  if (tracker && site.tracker?.id !== Number(tracker)) return false;
  if (execution === 'unassigned') return site.tracker === null;
  if (execution === 'awaiting_approval') return site.proposed_execution_status !== null;
  if (execution === 'pending_images') return site.images.pending > 0;
  if (execution === 'flagged') return site.images.flagged > 0;
  return true;
}

/** Campaign lists (active, completed, per client), one campaign with its sites, complete, waive, the work queue. */
export function campaignHandlers(db: MockDb, options: HandlerOptions = {}) {
  const clientOr404 = (id: string | undefined) => db.clients.find((c) => c.id === Number(id));
  return [
    mockEndpoint(fetchActiveCampaigns, ({ url }) => listOf(db, 'active', url), options),
    mockEndpoint(fetchCompletedCampaigns, ({ url }) => listOf(db, 'completed', url), options),
    mockEndpoint(
      fetchClientCampaigns,
      ({ params, url }) => {
        const client = clientOr404(params.userId);
        return client ? listOf(db, 'active', url, client.id) : (notFound('Client not found') as never);
      },
      options,
    ),
    mockEndpoint(
      fetchClientCompletedCampaigns,
      ({ params, url }) => {
        const client = clientOr404(params.id);
        return client ? listOf(db, 'completed', url, client.id) : (notFound('Client not found') as never);
      },
      options,
    ),
    mockEndpoint(
      fetchSingleCampaign,
      ({ params, url }) => {
        const campaign = db.campaigns.find((c) => c.brief_id === Number(params.id));
        if (!campaign)
          return notFound(
            'This brief has no campaign yet: it starts when its pay order is accepted.',
          ) as never;
        const { page, limit } = pageQuery(url);
        const sites = campaign.sites
          .map(withDerived)
          .filter((site) => siteMatches(site, url))
          .sort((a, b) => a.site_code.localeCompare(b.site_code));
        return {
          campaign: toCampaignDetail(campaign),
          sites: sites.slice((page - 1) * limit, page * limit),
          total: sites.length,
          totalCapped: false,
          allTotal: campaign.sites.length,
        };
      },
      options,
    ),
    mockEndpoint(
      completeCampaign,
      ({ params }) => {
        const campaign = db.campaigns.find((c) => c.id === Number(params.id));
        if (!campaign) return notFound('Campaign not found') as never;
        if (campaign.status !== 'active')
          return errorResponse(409, `Cannot complete: this campaign is ${campaign.status}.`) as never;
        const unsettled = campaign.sites.map(withDerived).filter((site) => !site.settled);
        if (unsettled.length) {
          const codes = unsettled.slice(0, 5).map((site) => site.site_code);
          const more = unsettled.length > 5 ? ` and ${unsettled.length - 5} more` : '';
          const sites = unsettled.length === 1 ? '1 site has' : `${unsettled.length} sites have`;
          return errorResponse(
            409,
            `${sites} no approved execution status and no waiver: ${codes.join(', ')}${more}.`,
          ) as never;
        }
        Object.assign(campaign, {
          status: 'completed',
          completed_at: new Date().toISOString(),
          completed_by_name: 'Ayesha Khan',
        });
        return { message: 'Campaign completed', campaign: toCampaignListItem(campaign) };
      },
      options,
    ),
    mockEndpoint(
      waiveExecutionStatus,
      ({ body }) => {
        const input = (body ?? {}) as { site_id?: number; plan_id?: number; reason?: string };
        const campaign = db.campaigns.find((c) => c.plan_id === Number(input.plan_id));
        const index = campaign?.sites.findIndex((s) => s.site_id === Number(input.site_id)) ?? -1;
        const site = campaign?.sites[index];
        if (!campaign || !site) return notFound('This site is not in the plan of a campaign') as never;
        if (campaign.status !== 'active')
          return errorResponse(
            409,
            'This campaign is completed: nothing in it can be changed any more.',
          ) as never;
        if (site.proposed_execution_status)
          return errorResponse(
            409,
            'A proposal is waiting for this site: approve or reject it before waiving the site.',
          ) as never;
        const waived = withDerived({ ...site, waived_reason: String(input.reason ?? '') });
        campaign.sites[index] = waived;
        return { message: 'Site waived', site: waived };
      },
      options,
    ),
    mockEndpoint(fetchWorkQueue, () => workQueueOf(db), options),
  ];
}

/**
 * The work queue as the server answers it for `role` (the fake backend cannot tell who asks: it answers the admin's;
 * a story of another role mocks `fetchWorkQueue` with `workQueueOf(db, role)`).
 */
export function workQueueOf(
  db: MockDb,
  role: 'admin' | 'operation_analyst' | 'key_account_manager' = 'admin',
): { items: WorkQueueItem[] } {
  const active = db.campaigns.filter((c) => c.status === 'active');
  const item = (
    key: string,
    label: string,
    count: (c: MockCampaign) => number,
    href: (briefId: number) => string,
    listHref: string,
  ): WorkQueueItem => {
    const per = active
      .map((c) => ({
        brief_id: c.brief_id,
        campaign_id: c.id,
        name: c.name,
        count: count(c),
        href: href(c.brief_id),
      }))
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count || b.campaign_id - a.campaign_id);
    return { key, label, count: per.reduce((n, c) => n + c.count, 0), href: listHref, top: per.slice(0, 5) };
  };
  const sites = (c: MockCampaign) => c.sites.map(withDerived);
  const details = (id: number) =>
    role === 'key_account_manager' ? `/operation-analyst/${id}` : `/campaign-details/${id}`;
  const analyst = (id: number) => `/operation-analyst/${id}`;
  if (role === 'operation_analyst')
    return {
      items: [
        item(
          'unassigned_sites',
          'Sites without a tracker',
          (c) => sites(c).filter((s) => !s.tracker).length,
          analyst,
          '/operation-analyst',
        ),
        item(
          'proposable_sites',
          'Sites ready for their next execution status',
          (c) => sites(c).filter((s) => s.next_execution_status && !s.waived_reason).length,
          analyst,
          '/operation-analyst',
        ),
        item(
          'rejected_images',
          'Photos to take again',
          (c) =>
            sites(c).filter((s) => s.images.rejected > 0 && s.images.pending + s.images.approved === 0)
              .length,
          analyst,
          '/operation-analyst',
        ),
      ],
    };
  if (role === 'key_account_manager')
    return {
      items: [
        {
          key: 'awaiting_pay_order',
          label: 'Accepted plans without a pay order',
          count: db.awaitingPayOrder.length,
          href: '/plan-po-review?tab=awaiting',
          top: [],
        },
      ],
    };
  return {
    items: [
      {
        key: 'pending_pay_orders',
        label: 'Pay orders to review',
        count: db.payOrders.filter((o) => o.status === 'pending').length,
        href: '/plan-po-review?tab=pending',
        top: [],
      },
      item(
        'pending_proposals',
        'Execution statuses awaiting approval',
        (c) => sites(c).filter((s) => s.proposed_execution_status).length,
        details,
        '/campaign-management',
      ),
      item(
        'pending_images',
        'Site photos awaiting review',
        (c) => sites(c).reduce((n, s) => n + s.images.pending, 0),
        details,
        '/campaign-management',
      ),
    ],
  };
}
