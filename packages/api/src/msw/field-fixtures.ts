import { fillPath } from '../contract/define.ts';
import type { CampaignSiteItem } from '../contract/endpoints/campaigns.ts';
import {
  downloadSiteImage,
  type ExecutionHistoryEntry,
  type SiteImage,
  type Tracker,
} from '../contract/endpoints/field.ts';
import {
  campaignFixtures,
  executionStatusFixtures,
  type MockCampaign,
  trackerFixtures,
  trackerStatusFixtures,
  withDerived,
} from './campaign-fixtures.ts';

/**
 * The fake backend's field work beside the campaigns (`db.campaigns`, whose sites the field handlers change): the
 * trackers with their regions, the proof photos behind each site's photo counts, and the execution-status history
 * behind each site's status, so every field screen has records to show and writes change them.
 */

export type MockHistory = ExecutionHistoryEntry & { plan_id: number; site_id: number };

export interface FieldMockState {
  /** The campaign fixtures' trackers with their regions, and one who has left (inactive). */
  trackers: Array<Tracker & { active: boolean }>;
  images: SiteImage[];
  history: MockHistory[];
}

const REGION_IDS: Record<string, number> = { Punjab: 1, Sindh: 2 };

export const fieldTrackerFixtures: FieldMockState['trackers'] = [
  ...trackerFixtures.map((tracker) => ({
    ...tracker,
    region_id: REGION_IDS[tracker.region_name] ?? null,
    active: true,
  })),
  {
    id: 5,
    name: 'Kamran Javed',
    phone: '+92 304 5678901',
    region_id: 1,
    region_name: 'Punjab',
    active: false,
  },
];

/** The ordered lists as the dropdowns answer them (with their positions). */
export const executionStatusOptions = executionStatusFixtures.map((status, i) => ({
  ...status,
  position: i + 1,
}));
export const trackerStatusOptions = trackerStatusFixtures.map((status, i) => ({
  ...status,
  position: i + 1,
}));

export const siteImageUrls = (id: number) => {
  const url = fillPath(downloadSiteImage.path, { id });
  return { url, original_url: `${url}?original=1` };
};

const NO_FLAGS = { far: false, early: false, duplicate: false };

/** Photos matching a site's counts: its pending, approved and rejected ones, the first `flagged` of them flagged. */
function photosOf(campaign: MockCampaign, site: CampaignSiteItem, firstId: number): SiteImage[] {
  const { pending, approved, rejected, flagged } = site.images;
  const statuses: SiteImage['status'][] = [
    ...Array<SiteImage['status']>(pending).fill('pending'),
    ...Array<SiteImage['status']>(approved).fill('approved'),
    ...Array<SiteImage['status']>(rejected).fill('rejected'),
  ];
  const day = (n: number) => {
    const start = Date.parse(`${campaign.start_date}T00:00:00Z`);
    return new Date(start + (3 + n) * 86_400_000).toISOString().slice(0, 10);
  };
  return statuses.map((status, n) => {
    const id = firstId + n;
    const isFlagged = status !== 'rejected' && n < flagged;
    // The flagged photos show each kind of flag in turn: far, early, the same as the site's first photo.
    const kind = (site.site_id + n) % 3;
    const far = isFlagged && kind === 0;
    const early = isFlagged && kind === 1;
    const duplicate = isFlagged && kind === 2;
    const imageDate = early ? day(-5) : day(n % 2);
    return {
      id,
      site_id: site.site_id,
      plan_id: site.plan_id,
      campaign_id: campaign.id,
      image_date: imageDate,
      status,
      reason:
        status === 'rejected' ? 'The panel is hidden behind a truck; take it again from the road.' : null,
      uploaded_by_name: 'Usman Tariq',
      uploaded_at: `${imageDate}T${String(9 + (n % 8)).padStart(2, '0')}:20:00.000Z`,
      decided_by_name: status === 'pending' ? null : 'Ayesha Khan',
      decided_at: status === 'pending' ? null : `${imageDate}T17:05:00.000Z`,
      captured_at: `${imageDate}T${String(8 + (n % 8)).padStart(2, '0')}:55:00.000Z`,
      latitude: site.latitude === null ? null : site.latitude + (far ? 0.00216 : 0.00011),
      longitude: site.longitude,
      distance_m: site.latitude === null ? null : far ? 240 : 12,
      flags: isFlagged ? { far, early, duplicate } : NO_FLAGS,
      duplicate_of: duplicate && n > 0 ? firstId : null,
      width: 1600,
      height: 1200,
      ...siteImageUrls(id),
    };
  });
}

/** The history behind a site's status: each approved step proposed then approved, and the proposal waiting. */
function historyOf(campaign: MockCampaign, site: CampaignSiteItem, firstId: number): MockHistory[] {
  const current = site.execution_status
    ? executionStatusFixtures.findIndex((status) => status.id === site.execution_status?.id) + 1
    : 0;
  const at = (step: number, hour: number) =>
    new Date(
      Date.parse(`${campaign.start_date}T00:00:00Z`) + step * 2 * 86_400_000 + hour * 3_600_000,
    ).toISOString();
  const entries: Array<Omit<MockHistory, 'id'>> = [];
  const entry = (action: MockHistory['action'], statusIndex: number, when: string) => ({
    plan_id: site.plan_id,
    site_id: site.site_id,
    action,
    execution_status: executionStatusFixtures[statusIndex] ?? null,
    reason: null,
    by_name: action === 'proposed' ? 'Usman Tariq' : 'Ayesha Khan',
    at: when,
  });
  for (let step = 0; step < current; step++)
    entries.push(entry('proposed', step, at(step, 9)), entry('approved', step, at(step, 13)));
  if (site.proposed_execution_status)
    entries.push(entry('proposed', current, site.proposed_at ?? at(current, 9)));
  if (site.waived_reason)
    entries.push({
      ...entry('waived', 0, at(current, 15)),
      execution_status: null,
      reason: site.waived_reason,
    });
  return entries.map((item, n) => ({ ...item, id: firstId + n }));
}

/** The field records behind the campaigns' sites. */
export function fieldFixtures(campaigns: MockCampaign[] = campaignFixtures): FieldMockState {
  const images: SiteImage[] = [];
  const history: MockHistory[] = [];
  for (const campaign of campaigns)
    for (const site of campaign.sites) {
      images.push(...photosOf(campaign, site, images.length + 1));
      history.push(...historyOf(campaign, site, history.length + 1));
    }
  return { trackers: structuredClone(fieldTrackerFixtures), images, history };
}

const flaggedImage = (image: SiteImage) => image.flags.far || image.flags.early || image.flags.duplicate;

/**
 * A site with its counts taken again from its photos, and its derived facts (next status, settled, verified) as the
 * server derives them: verified needs an approved photo without any flag.
 */
export function refreshedSite(state: FieldMockState, site: CampaignSiteItem): CampaignSiteItem {
  const mine = state.images.filter((i) => i.site_id === site.site_id && i.plan_id === site.plan_id);
  const count = (status: SiteImage['status']) => mine.filter((i) => i.status === status).length;
  const derived = withDerived({
    ...site,
    images: {
      pending: count('pending'),
      approved: count('approved'),
      rejected: count('rejected'),
      flagged: mine.filter((i) => (i.status === 'pending' || i.status === 'approved') && flaggedImage(i))
        .length,
    },
  });
  const approved = derived.execution_status !== null && derived.proposed_execution_status === null;
  return { ...derived, verified: approved && mine.some((i) => i.status === 'approved' && !flaggedImage(i)) };
}
