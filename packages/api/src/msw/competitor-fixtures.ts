import { COMPETITOR_REPORT_LABELS, type CompetitorReportType } from '../contract/constants.ts';
import { fillPath } from '../contract/define.ts';
import type { CampaignSiteItem } from '../contract/endpoints/campaigns.ts';
import {
  type CompetitorCampaign,
  type CompetitorListItem,
  type CompetitorReport,
  type CompetitorSite,
  downloadCompetitorLogo,
  downloadCompetitorSitePhoto,
} from '../contract/endpoints/competitors.ts';
import type { SiteRecord } from '../contract/endpoints/sites.ts';
import { groupPresence, headToHeadShare } from '../report-math/index.ts';
import { fixtures as f } from './fixtures.ts';

/**
 * Competitor analysis in the fake backend (issue 18): outdoor companies of this market, their brand campaigns, where
 * each was seen (inventory sites of msw/site-fixtures.ts, or a location and a medium of the lookup fixtures, in
 * Lahore and Karachi), the sightings' photos, and a report already generated. Report figures are computed with
 * `@ooh/api/report-math`, as the server computes them.
 */

/** A competitor as stored: the list row without its counter (counted from the campaigns). */
export interface MockCompetitor {
  id: number;
  competitor_name: string;
  /** Whether a logo was uploaded (the download draws one from the name). */
  has_logo: boolean;
  logo_type: string | null;
  created_at: string;
  updated_at: string;
}

export type MockCompetitorCampaign = Omit<CompetitorCampaign, 'sites_count'>;

export interface CompetitorMockState {
  competitors: MockCompetitor[];
  campaigns: MockCompetitorCampaign[];
  sites: CompetitorSite[];
  reports: CompetitorReport[];
}

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 20, 9, 0, 0);
const at = (daysAgo: number) => new Date(BASE - daysAgo * DAY).toISOString();

export const competitorLogoUrl = (id: number) => fillPath(downloadCompetitorLogo.path, { id });
export const competitorSitePhotoUrl = (id: number) => fillPath(downloadCompetitorSitePhoto.path, { id });

/** The list row of a stored competitor (the campaigns counted as the server's counter counts them). */
export function toCompetitorItem(state: CompetitorMockState, competitor: MockCompetitor): CompetitorListItem {
  return {
    id: competitor.id,
    competitor_name: competitor.competitor_name,
    logo_url: competitor.has_logo ? competitorLogoUrl(competitor.id) : null,
    campaigns_count: state.campaigns.filter((c) => c.competitor_id === competitor.id).length,
    created_at: competitor.created_at,
    updated_at: competitor.updated_at,
  };
}

export function toCompetitorCampaign(
  state: CompetitorMockState,
  campaign: MockCompetitorCampaign,
): CompetitorCampaign {
  return {
    ...campaign,
    sites_count: state.sites.filter((s) => s.competitor_campaign_id === campaign.id).length,
  };
}

/** A sighting on an inventory site: its place, medium, position and faces are the site's. */
export function inventorySighting(
  site: SiteRecord,
  fields: { id: number; campaign: number; seen_on: string | null; notes?: string | null; photo?: boolean },
): CompetitorSite {
  return {
    id: fields.id,
    competitor_campaign_id: fields.campaign,
    site_id: site.id,
    site_code: site.site_code,
    site_name: site.site_name,
    region_id: site.region_id,
    region_name: site.region_name,
    city_id: site.city_id,
    city_name: site.city_name,
    location_id: site.location_id,
    location_name: site.location_name,
    medium_id: site.medium_id,
    medium_name: site.medium_name,
    kind: site.kind,
    address: null,
    latitude: site.latitude,
    longitude: site.longitude,
    faces: site.faces,
    seen_on: fields.seen_on,
    notes: fields.notes ?? null,
    photo_url: fields.photo ? competitorSitePhotoUrl(fields.id) : null,
  };
}

/** A sighting recorded by hand at a location of the lookups, with a medium; it counts one face. */
export function recordedSighting(fields: {
  id: number;
  campaign: number;
  location_id: number;
  medium_id: number;
  address: string | null;
  latitude?: number | null;
  longitude?: number | null;
  seen_on: string | null;
  notes?: string | null;
  photo?: boolean;
}): CompetitorSite | null {
  const location = f.locations.find((l) => l.id === fields.location_id);
  const city = location && f.cities.find((c) => c.id === location.city_id);
  const medium = f.mediums.find((m) => m.id === fields.medium_id);
  if (!location || !city || !medium) return null;
  return {
    id: fields.id,
    competitor_campaign_id: fields.campaign,
    site_id: null,
    site_code: null,
    site_name: null,
    region_id: city.region_id,
    region_name: city.region_name,
    city_id: city.id,
    city_name: city.name,
    location_id: location.id,
    location_name: location.name,
    medium_id: medium.id,
    medium_name: medium.name,
    kind: medium.kind,
    address: fields.address,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
    faces: 1,
    seen_on: fields.seen_on,
    notes: fields.notes ?? null,
    photo_url: fields.photo ? competitorSitePhotoUrl(fields.id) : null,
  };
}

/** Sightings in the server's order: by city, location, then site code (recorded ones after), then id. */
export function sightingOrder(a: CompetitorSite, b: CompetitorSite): number {
  return (
    a.city_name.localeCompare(b.city_name) ||
    a.location_name.localeCompare(b.location_name) ||
    (a.site_code ?? '\uffff').localeCompare(b.site_code ?? '\uffff') ||
    a.id - b.id
  );
}

/** Our sites in campaigns running now, by city and medium (what head to head sets beside the competitor's). */
export function ourRunningSites(
  campaigns: readonly { status: string; sites: readonly Pick<CampaignSiteItem, 'site_id'>[] }[],
  inventory: readonly SiteRecord[],
): (cityId: number, mediumId: number) => number {
  const running = new Set(
    campaigns.filter((c) => c.status === 'active').flatMap((c) => c.sites.map((s) => s.site_id)),
  );
  const located = inventory.filter((site) => running.has(site.id));
  return (cityId, mediumId) =>
    located.filter((site) => site.city_id === cityId && site.medium_id === mediumId).length;
}

/**
 * A report of `type` over `sites` (already the chosen ones), computed as the server computes it (docs/domain.md
 * "Competitor reports"; `@ooh/api/report-math`).
 */
export function buildCompetitorReport(input: {
  type: CompetitorReportType;
  competitor: MockCompetitor;
  campaign: MockCompetitorCampaign;
  sites: readonly CompetitorSite[];
  generatedAt: string;
  generatedBy: string | null;
  ourSites: (cityId: number, mediumId: number) => number;
}): CompetitorReport {
  const { type, competitor, campaign } = input;
  const sites = [...input.sites].sort(sightingOrder);
  const base = {
    competitor_campaign_id: campaign.id,
    label: COMPETITOR_REPORT_LABELS[type],
    generated_at: input.generatedAt,
    generated_by_name: input.generatedBy,
    competitor: {
      id: competitor.id,
      name: competitor.competitor_name,
      logo_url: competitor.has_logo ? competitorLogoUrl(competitor.id) : null,
    },
    campaign: {
      id: campaign.id,
      name: campaign.competitor_campaign_name,
      industry_type: campaign.industry_type,
      first_seen: campaign.first_seen,
      last_seen: campaign.last_seen,
    },
    site_ids: sites.map((s) => s.id),
    total_sites: sites.length,
    total_faces: sites.reduce((sum, s) => sum + s.faces, 0),
  };
  const faces = (s: CompetitorSite) => s.faces;
  switch (type) {
    case 'city-wise':
      return {
        ...base,
        report_type: type,
        groups: groupPresence(sites, (s) => ({ id: s.city_id, name: s.city_name }), faces),
      };
    case 'medium-wise':
      return {
        ...base,
        report_type: type,
        groups: groupPresence(sites, (s) => ({ id: s.medium_id, name: s.medium_name }), faces),
      };
    case 'region-wise':
      return {
        ...base,
        report_type: type,
        groups: groupPresence(sites, (s) => ({ id: s.region_id, name: s.region_name }), faces),
      };
    case 'site-list':
      return { ...base, report_type: type, sites };
    case 'head-to-head': {
      const cells = new Map<
        string,
        { city_id: number; city_name: string; medium_id: number; medium_name: string; n: number }
      >();
      for (const s of sites) {
        const key = `${s.city_id}:${s.medium_id}`;
        const cell = cells.get(key) ?? {
          city_id: s.city_id,
          city_name: s.city_name,
          medium_id: s.medium_id,
          medium_name: s.medium_name,
          n: 0,
        };
        cell.n += 1;
        cells.set(key, cell);
      }
      const rows = [...cells.values()]
        .sort((a, b) => a.city_name.localeCompare(b.city_name) || a.medium_name.localeCompare(b.medium_name))
        .map(({ n, ...cell }) => {
          const ours = input.ourSites(cell.city_id, cell.medium_id);
          return {
            ...cell,
            competitor_sites: n,
            our_sites: ours,
            competitor_share: headToHeadShare(n, ours),
          };
        });
      const competitorSites = rows.reduce((sum, r) => sum + r.competitor_sites, 0);
      const ourSites = rows.reduce((sum, r) => sum + r.our_sites, 0);
      return {
        ...base,
        report_type: type,
        rows,
        totals: {
          competitor_sites: competitorSites,
          our_sites: ourSites,
          competitor_share: headToHeadShare(competitorSites, ourSites),
        },
      };
    }
  }
}

const COMPETITORS: MockCompetitor[] = [
  ['Skyline Outdoor', true, 300],
  ['Indus Media Network', true, 240],
  ['Metro Billboards', false, 200],
  ['Ravi Outdoor Advertising', true, 120],
  ['Sea View Media', true, 60],
].map(([name, logo, days], index) => ({
  id: index + 1,
  competitor_name: name as string,
  has_logo: logo as boolean,
  logo_type: logo ? 'image/png' : null,
  created_at: at(days as number),
  updated_at: at((days as number) - 10),
}));

const CAMPAIGNS: MockCompetitorCampaign[] = [
  [1, 1, 'Summer Fizz 2026', 'Beverages', '2026-06-01', '2026-08-31', 150],
  [2, 1, 'Eid ul Adha Offers', 'Retail', '2026-05-20', '2026-06-10', 180],
  [3, 2, '4G Har Jagah', 'Telecom', '2026-09-01', '2026-11-15', 80],
  [4, 2, 'Ramzan Bachat Account', 'Banking', null, null, 30],
  [5, 3, 'Back to School', 'Education', '2026-08-01', null, 100],
  [6, 5, 'Clifton Towers Launch', 'Real estate', '2026-10-05', '2026-11-10', 45],
].map(([id, competitor, name, industry, first, last, days]) => ({
  id: id as number,
  competitor_id: competitor as number,
  competitor_campaign_name: name as string,
  industry_type: industry as string,
  first_seen: first as string | null,
  last_seen: last as string | null,
  created_at: at(days as number),
  updated_at: at((days as number) - 5),
}));

/** A fresh copy of the competitor fixtures, over the site inventory `sites` (ids 1–7 in Lahore, 8–12 in Karachi). */
export function competitorMockState(
  sites: readonly SiteRecord[],
  campaigns: readonly { status: string; sites: readonly Pick<CampaignSiteItem, 'site_id'>[] }[],
): CompetitorMockState {
  const site = (id: number) => sites.find((s) => s.id === id);
  const onSite = (siteId: number, fields: Parameters<typeof inventorySighting>[1]) => {
    const found = site(siteId);
    return found ? inventorySighting(found, fields) : null;
  };
  const sightings = [
    // Summer Fizz: 3 in Karachi, 2 in Lahore (the city-wise report below: 60.0 and 40.0).
    onSite(8, { id: 1, campaign: 1, seen_on: '2026-06-04', notes: 'Full wrap, lit at night', photo: true }),
    recordedSighting({
      id: 2,
      campaign: 1,
      location_id: 3,
      medium_id: 1,
      address: 'Do Talwar roundabout, facing Sea View',
      latitude: 24.8191,
      longitude: 67.0325,
      seen_on: '2026-06-05',
      photo: true,
    }),
    recordedSighting({
      id: 3,
      campaign: 1,
      location_id: 3,
      medium_id: 2,
      address: 'Khayaban-e-Ittehad, both sides',
      seen_on: '2026-06-05',
      notes: '12 streetpoles counted',
    }),
    onSite(1, { id: 4, campaign: 1, seen_on: '2026-06-12', photo: true }),
    recordedSighting({
      id: 5,
      campaign: 1,
      location_id: 2,
      medium_id: 3,
      address: 'Y Block commercial, screen above the bakery',
      latitude: 31.4706,
      longitude: 74.4106,
      seen_on: '2026-06-14',
    }),
    // Eid ul Adha Offers: Lahore only.
    onSite(3, { id: 6, campaign: 2, seen_on: '2026-05-22', photo: true }),
    recordedSighting({
      id: 7,
      campaign: 2,
      location_id: 1,
      medium_id: 1,
      address: 'Main Boulevard at Kalma Chowk',
      latitude: 31.5037,
      longitude: 74.3316,
      seen_on: '2026-05-24',
    }),
    // 4G Har Jagah: both cities, both kinds of medium.
    onSite(4, { id: 8, campaign: 3, seen_on: '2026-09-03', photo: true }),
    onSite(10, { id: 9, campaign: 3, seen_on: '2026-09-06' }),
    recordedSighting({
      id: 10,
      campaign: 3,
      location_id: 1,
      medium_id: 2,
      address: 'MM Alam Road',
      seen_on: '2026-09-08',
      photo: true,
    }),
    onSite(11, { id: 11, campaign: 3, seen_on: '2026-09-10' }),
    // Back to School: one sighting.
    recordedSighting({
      id: 12,
      campaign: 5,
      location_id: 2,
      medium_id: 1,
      address: 'Phase 5 main boulevard, near the park',
      latitude: 31.4646,
      longitude: 74.4031,
      seen_on: '2026-08-03',
    }),
    // Clifton Towers Launch: Karachi.
    onSite(12, { id: 13, campaign: 6, seen_on: '2026-10-07', photo: true }),
  ].filter((s): s is CompetitorSite => s !== null);
  const state: CompetitorMockState = {
    competitors: structuredClone(COMPETITORS),
    campaigns: structuredClone(CAMPAIGNS),
    sites: sightings,
    reports: [],
  };
  // Summer Fizz's city-wise report, generated a week ago by the planner.
  const competitor = state.competitors[0] as MockCompetitor;
  const campaign = state.campaigns[0] as MockCompetitorCampaign;
  state.reports.push(
    buildCompetitorReport({
      type: 'city-wise',
      competitor,
      campaign,
      sites: sightings.filter((s) => s.competitor_campaign_id === campaign.id),
      generatedAt: at(7),
      generatedBy: 'Parveen Planner',
      ourSites: ourRunningSites(campaigns, sites),
    }),
  );
  return state;
}

/** A logo standing in for an uploaded one: the competitor's initials on a colour of its own. */
export function competitorLogoSvg(id: number, name: string): string {
  const hue = (id * 83) % 360;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="24" fill="hsl(${hue},55%,38%)"/><text x="80" y="100" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}

/** A picture standing in for a sighting's photo: a billboard carrying the campaign's name. */
export function competitorPhotoSvg(id: number, words: string): string {
  const hue = (id * 47) % 360;
  const safe = words.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="hsl(${hue},35%,62%)"/><rect x="50" y="50" width="380" height="150" fill="hsl(${hue},60%,30%)" stroke="#222" stroke-width="6"/><rect x="230" y="200" width="20" height="120" fill="#555"/><text x="240" y="135" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${safe}</text></svg>`;
}
