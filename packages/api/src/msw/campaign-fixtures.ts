import type {
  CampaignDetail,
  CampaignListItem,
  CampaignPage,
  CampaignSiteItem,
} from '../contract/endpoints/campaigns.ts';
import type { AwaitingPayOrderItem, PayOrderItem } from '../contract/endpoints/payorders.ts';
import type { Named } from '../contract/schemas.ts';
import { siteInventory } from './plan-fixtures.ts';

/**
 * Pay orders and campaigns for stories and screen tests (docs/domain.md "Pay order", "Campaign"): PKR amounts,
 * the Lahore and Karachi sites of the plan fixtures, trackers and statuses as the seed has them.
 */

/** The execution statuses, in the order they are proposed (the migration writes the same list). */
export const executionStatusFixtures: Named[] = [
  'design received',
  'printing',
  'printed',
  'mounting',
  'live',
  'dismounted',
].map((name, i) => ({ id: i + 1, name }));

export const trackerStatusFixtures: Named[] = ['assigned', 'visited', 'photographed', 'issue reported'].map(
  (name, i) => ({ id: i + 1, name }),
);

export const trackerFixtures = [
  { id: 1, name: 'Asif Mehmood', phone: '+92 300 1234567', region_name: 'Punjab' },
  { id: 2, name: 'Waqas Butt', phone: '+92 301 2345678', region_name: 'Punjab' },
  { id: 3, name: 'Shahid Memon', phone: '+92 302 3456789', region_name: 'Sindh' },
  { id: 4, name: 'Naveed Soomro', phone: '+92 303 4567890', region_name: 'Sindh' },
];

/** A campaign of the fake backend: its header and all its sites (the handlers page and count them). */
export type MockCampaign = CampaignDetail & { sites: CampaignSiteItem[] };

/** The status that may be proposed after `current` (none while a proposal waits, nor after the last). */
export function nextExecutionStatus(
  site: Pick<CampaignSiteItem, 'execution_status' | 'proposed_execution_status'>,
) {
  if (site.proposed_execution_status) return null;
  const index = site.execution_status
    ? executionStatusFixtures.findIndex((status) => status.id === site.execution_status?.id)
    : -1;
  return executionStatusFixtures[index + 1] ?? null;
}

/** A site's derived facts (next status, settled, verified) from its field state, as the server derives them. */
export function withDerived(site: CampaignSiteItem): CampaignSiteItem {
  const approved = site.execution_status !== null && site.proposed_execution_status === null;
  return {
    ...site,
    next_execution_status: nextExecutionStatus(site),
    settled: approved || site.waived_reason !== null,
    verified: approved && site.images.approved > site.images.flagged,
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The list item of a campaign, its counts taken from its sites (so a change to a site shows in the lists). */
export function toCampaignListItem(campaign: MockCampaign): CampaignListItem {
  const { sites, plan_name: _plan, pay_order: _po, completed_by_name: _by, ...item } = campaign;
  const derived = sites.map(withDerived);
  const count = (test: (site: CampaignSiteItem) => boolean) => derived.filter(test).length;
  const verified = count((site) => site.verified);
  return {
    ...item,
    regions: [...new Set(derived.map((site) => site.region_name ?? ''))].filter(Boolean).sort(),
    cities: [...new Set(derived.map((site) => site.city_name ?? ''))].filter(Boolean).sort(),
    sites_count: derived.length,
    unassigned_sites: count((site) => site.tracker === null),
    pending_proposals: count((site) => site.proposed_execution_status !== null),
    pending_images: derived.reduce((sum, site) => sum + site.images.pending, 0),
    unsettled_sites: count((site) => !site.settled),
    verified_sites: verified,
    verified_share: derived.length ? round3(verified / derived.length) : 0,
  };
}

/** The campaign's header as fetch-single-campaign answers it. */
export function toCampaignDetail(campaign: MockCampaign): CampaignDetail {
  return {
    ...toCampaignListItem(campaign),
    plan_name: campaign.plan_name,
    pay_order: campaign.pay_order,
    completed_by_name: campaign.completed_by_name,
  };
}

type Progress = {
  steps: number;
  proposed?: boolean;
  tracker?: boolean;
  images?: Partial<CampaignSiteItem['images']>;
  waived?: string;
};

/** A campaign site from an inventory site and how far its field work got. */
export function campaignSite(
  campaignId: number,
  planId: number,
  inventoryIndex: number,
  dates: { start_date: string; end_date: string },
  progress: Progress,
): CampaignSiteItem {
  const site = siteInventory[inventoryIndex % siteInventory.length] as (typeof siteInventory)[number];
  const tracker =
    progress.tracker === false ? null : (trackerFixtures[inventoryIndex % trackerFixtures.length] ?? null);
  const current = progress.steps > 0 ? (executionStatusFixtures[progress.steps - 1] ?? null) : null;
  const proposed = progress.proposed ? (executionStatusFixtures[progress.steps] ?? null) : null;
  return withDerived({
    campaign_site_id: campaignId * 100 + inventoryIndex,
    campaign_id: campaignId,
    site_id: site.id,
    plan_id: planId,
    site_code: site.site_code,
    site_name: site.name,
    location_name: site.location_name,
    city_name: site.city_name,
    region_name: site.region_name,
    medium_name: site.medium_name,
    latitude: site.city_name === 'Lahore' ? 31.52 + inventoryIndex / 1000 : 24.86 + inventoryIndex / 1000,
    longitude: site.city_name === 'Lahore' ? 74.35 + inventoryIndex / 1000 : 67.01 + inventoryIndex / 1000,
    ...dates,
    tracker: tracker ? { id: tracker.id, name: tracker.name, phone: tracker.phone } : null,
    tracker_status: tracker ? (trackerStatusFixtures[progress.steps > 1 ? 2 : 0] ?? null) : null,
    execution_status: current,
    proposed_execution_status: proposed,
    proposed_by_name: proposed ? 'Usman Tariq' : null,
    proposed_at: proposed ? '2026-11-24T09:30:00.000Z' : null,
    next_execution_status: null,
    waived_reason: progress.waived ?? null,
    images: { pending: 0, approved: 0, rejected: 0, flagged: 0, ...progress.images },
    settled: false,
    verified: false,
  });
}

const CLIENTS = [
  [1, 'Shan Foods'],
  [2, 'Jazz'],
  [3, 'Gourmet'],
  [4, 'Engro Fertilizers'],
  [5, 'Khaadi'],
] as const;
const THEMES = ['Ramadan', '5G launch', 'Winter range', 'Eid collection', 'Summer sale', 'Independence Day'];

/**
 * Sixteen campaigns: 12 active (more than a page), 4 completed. Campaign 1 (brief 3, Gourmet) is the worked
 * example: every state a site can be in — no tracker, a proposal waiting, photos waiting and one flagged, a waiver,
 * verified sites. Campaign 13 (brief 11) is completed with every site dismounted.
 */
export const campaignFixtures: MockCampaign[] = Array.from({ length: 16 }, (_, i) => {
  const id = i + 1;
  const completed = id > 12;
  const briefId = id === 1 ? 3 : id === 13 ? 11 : 100 + id;
  const planId = id === 1 ? 9 : 100 + id;
  const [clientId, clientName] = CLIENTS[i % CLIENTS.length] as (typeof CLIENTS)[number];
  const name = `${clientName} ${THEMES[i % THEMES.length]}`;
  const month = completed ? 6 + (i % 4) : 10 + (i % 2);
  const start = `2026-${String(month).padStart(2, '0')}-${String(1 + (i % 20)).padStart(2, '0')}`;
  const end = `2027-${String(1 + (i % 3)).padStart(2, '0')}-${String(10 + (i % 15)).padStart(2, '0')}`;
  const dates = {
    start_date: start,
    end_date: completed ? `2026-${String(month + 2).padStart(2, '0')}-28` : end,
  };
  const count = id === 1 ? 7 : 2 + (i % 5);
  const sites = Array.from({ length: count }, (_, n) => {
    const index = (i * 3 + n) % siteInventory.length;
    if (completed) return campaignSite(id, planId, index, dates, { steps: 6, images: { approved: 2 } });
    if (id === 1) {
      const worked: Progress[] = [
        { steps: 5, images: { approved: 2 } },
        { steps: 5, images: { approved: 1 } },
        { steps: 4, images: { approved: 1, pending: 2, flagged: 1 } },
        { steps: 2, proposed: true },
        { steps: 1, images: { rejected: 1 } },
        { steps: 0, waived: 'Site demolished by the city authority on 2 Nov; the client agreed to drop it.' },
        { steps: 0, tracker: false },
      ];
      return campaignSite(id, planId, index, dates, worked[n] as Progress);
    }
    return campaignSite(id, planId, index, dates, {
      steps: (i + n) % 5,
      tracker: (i + n) % 4 !== 3,
      proposed: (i + n) % 6 === 2,
      images: { approved: (i + n) % 3 === 0 ? 1 : 0, pending: (i + n) % 4 === 1 ? 1 : 0 },
    });
  });
  const amount = 1_250_000 + i * 215_000;
  const campaign: MockCampaign = {
    id,
    brief_id: briefId,
    brief_number: `BR-2026-${String(briefId).padStart(4, '0')}`,
    plan_id: planId,
    pay_order_id: id,
    name,
    client_id: clientId,
    client_name: clientName,
    status: completed ? 'completed' : 'active',
    ...dates,
    regions: [],
    cities: [],
    sites_count: 0,
    unassigned_sites: 0,
    pending_proposals: 0,
    pending_images: 0,
    unsettled_sites: 0,
    verified_sites: 0,
    verified_share: 0,
    design_link: id === 1 ? 'https://drive.example.com/artwork/gourmet-winter' : null,
    highres_link: id === 1 ? 'https://drive.example.com/highres/gourmet-winter' : null,
    created_at: new Date(Date.UTC(2026, 10, 20, 10) - i * 3 * 86_400_000).toISOString(),
    completed_at: completed ? `${dates.end_date}T17:00:00.000Z` : null,
    plan_name: `${name} plan`,
    pay_order: {
      id,
      po_number: `PO-2026-${4100 + id * 7}`,
      amount,
      po_date: start,
      status: 'accepted',
      plan_total: amount,
      difference: 0,
    },
    completed_by_name: completed ? 'Ayesha Khan' : null,
    sites,
  };
  return { ...campaign, ...toCampaignListItem(campaign), sites };
});

/** A fixture campaign with changes (1: the worked example, active; 13: completed). */
export function campaignOf(id: number, change: Partial<MockCampaign> = {}): MockCampaign {
  const base = campaignFixtures.find((c) => c.id === id) ?? (campaignFixtures[0] as MockCampaign);
  return { ...structuredClone(base), ...change };
}

/** The accepted pay order behind a fixture campaign. */
function acceptedPayOrder(campaign: MockCampaign): PayOrderItem {
  const po = campaign.pay_order as NonNullable<MockCampaign['pay_order']>;
  return {
    id: po.id,
    brief_id: campaign.brief_id,
    brief_number: campaign.brief_number,
    campaign_name: campaign.name,
    client_name: campaign.client_name,
    plan_id: campaign.plan_id,
    plan_name: campaign.plan_name,
    po_number: po.po_number,
    amount: po.amount,
    po_date: po.po_date,
    status: 'accepted',
    reason: null,
    plan_total: po.plan_total,
    difference: po.difference,
    document: { file_name: `${po.po_number}.pdf`, content_type: 'application/pdf', size: 48_213 },
    recorded_by_name: 'Bilal Ahmed',
    created_at: new Date(Date.parse(campaign.created_at) - 2 * 86_400_000).toISOString(),
    decided_by_name: 'Ayesha Khan',
    decided_at: campaign.created_at,
    campaign_id: campaign.id,
    verified_share: toCampaignListItem(campaign).verified_share,
  };
}

/**
 * Pay orders: the 16 accepted ones behind the campaigns; pending ones (21 on brief 7, whose plan 5 is accepted:
 * accepting it starts a campaign from that plan; 22 for PKR 12,000 more than its plan; 23 for less); two rejected.
 */
export const payOrderFixtures: PayOrderItem[] = [
  {
    id: 21,
    brief_id: 7,
    brief_number: 'BR-2026-0007',
    campaign_name: 'Jazz Back to school',
    client_name: 'Jazz',
    plan_id: 5,
    plan_name: 'Jazz Back to school – plan E',
    po_number: 'PO-2026-4311',
    amount: 2_478_000,
    po_date: '2026-11-24',
    status: 'pending',
    reason: null,
    plan_total: 2_478_000,
    difference: 0,
    document: { file_name: 'Jazz PO 4311.pdf', content_type: 'application/pdf', size: 61_402 },
    recorded_by_name: 'Bilal Ahmed',
    created_at: '2026-11-25T08:40:00.000Z',
    decided_by_name: null,
    decided_at: null,
    campaign_id: null,
    verified_share: null,
  },
  {
    id: 22,
    brief_id: 131,
    brief_number: 'BR-2026-0131',
    campaign_name: 'Khaadi Eid collection',
    client_name: 'Khaadi',
    plan_id: 231,
    plan_name: 'Khaadi Eid collection plan',
    po_number: 'KH/PO/2026/118',
    amount: 1_872_000,
    po_date: '2026-11-23',
    status: 'pending',
    reason: null,
    plan_total: 1_860_000,
    difference: 12_000,
    document: { file_name: 'khaadi-po-118.jpg', content_type: 'image/jpeg', size: 812_330 },
    recorded_by_name: 'Bilal Ahmed',
    created_at: '2026-11-24T11:05:00.000Z',
    decided_by_name: null,
    decided_at: null,
    campaign_id: null,
    verified_share: null,
  },
  {
    id: 23,
    brief_id: 132,
    brief_number: 'BR-2026-0132',
    campaign_name: 'Engro Fertilizers Kharif season',
    client_name: 'Engro Fertilizers',
    plan_id: 232,
    plan_name: 'Engro Kharif plan',
    po_number: 'EFL-77120',
    amount: 3_150_000,
    po_date: '2026-11-22',
    status: 'pending',
    reason: null,
    plan_total: 3_304_500,
    difference: -154_500,
    document: { file_name: 'EFL-77120.pdf', content_type: 'application/pdf', size: 95_118 },
    recorded_by_name: 'Ayesha Khan',
    created_at: '2026-11-23T15:20:00.000Z',
    decided_by_name: null,
    decided_at: null,
    campaign_id: null,
    verified_share: null,
  },
  {
    id: 24,
    brief_id: 133,
    brief_number: 'BR-2026-0133',
    campaign_name: 'Shan Foods Ramadan',
    client_name: 'Shan Foods',
    plan_id: 233,
    plan_name: 'Shan Ramadan plan',
    po_number: 'SF-PO-0912',
    amount: 1_600_000,
    po_date: '2026-11-18',
    status: 'rejected',
    reason: "The amount is 10% short of the plan's total; ask the client for a corrected PO.",
    plan_total: 1_777_500,
    difference: -177_500,
    document: { file_name: 'SF-PO-0912.pdf', content_type: 'application/pdf', size: 40_776 },
    recorded_by_name: 'Bilal Ahmed',
    created_at: '2026-11-19T09:00:00.000Z',
    decided_by_name: 'Ayesha Khan',
    decided_at: '2026-11-19T13:45:00.000Z',
    campaign_id: null,
    verified_share: null,
  },
  ...campaignFixtures.map(acceptedPayOrder),
];

/** Briefs with an accepted plan and no live pay order: brief 133 (its PO was rejected) and brief 134. */
export const awaitingPayOrderFixtures: AwaitingPayOrderItem[] = [
  {
    brief_id: 133,
    brief_number: 'BR-2026-0133',
    campaign_name: 'Shan Foods Ramadan',
    client_name: 'Shan Foods',
    plan_id: 233,
    plan_name: 'Shan Ramadan plan',
    plan_total: 1_777_500,
    accepted_at: '2026-11-17T10:00:00.000Z',
    last_rejection: {
      id: 24,
      po_number: 'SF-PO-0912',
      reason: "The amount is 10% short of the plan's total; ask the client for a corrected PO.",
      decided_at: '2026-11-19T13:45:00.000Z',
    },
  },
  {
    brief_id: 134,
    brief_number: 'BR-2026-0134',
    campaign_name: 'Gourmet Independence Day',
    client_name: 'Gourmet',
    plan_id: 234,
    plan_name: 'Gourmet Independence Day plan',
    plan_total: 2_124_000,
    accepted_at: '2026-11-21T16:30:00.000Z',
    last_rejection: null,
  },
];

/** A page of campaign list items, as the campaign lists answer. */
export function campaignPage(
  campaigns: MockCampaign[],
  query: { page?: number; limit?: number },
  allTotal: number,
): CampaignPage {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const items = campaigns.map(toCampaignListItem);
  return {
    campaigns: items.slice((page - 1) * limit, page * limit),
    total: items.length,
    totalCapped: false,
    allTotal,
    totalPages: Math.ceil(items.length / limit),
  };
}
