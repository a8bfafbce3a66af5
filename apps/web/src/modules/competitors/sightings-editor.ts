import type { CompetitorSite, CompetitorSiteInput, SiteListItem, SiteMapPoint } from '@ooh/api';

/**
 * The sightings editor of a competitor campaign (issue 18; docs/domain.md "Competitor screens"), as pure
 * functions over a list of drafts: the saved sightings, the inventory sites and recorded sightings added, minus
 * the removed ones. Save sends the whole list at once (`updateCompetitorCampaignSites`): a draft with an `id` keeps
 * that sighting (and its photo), one without is new.
 */

export interface SightingDraft {
  /** Stable React key: `s<id>` for a saved sighting, `n<n>` for a new one. */
  key: string;
  /** The saved sighting's id; null until saved. */
  id: number | null;
  site_id: number | null;
  site_code: string | null;
  site_name: string | null;
  region_name: string;
  city_id: number;
  city_name: string;
  location_id: number;
  location_name: string;
  medium_id: number;
  medium_name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  seen_on: string | null;
  notes: string | null;
  photo_url: string | null;
}

/** A sighting recorded by hand: its place and medium chosen from the lookups, with their names for the table. */
export interface RecordedSightingValues {
  region_name: string;
  city_id: number;
  city_name: string;
  location_id: number;
  location_name: string;
  medium_id: number;
  medium_name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  seen_on: string | null;
  notes: string | null;
}

export function draftsOf(sites: readonly CompetitorSite[]): SightingDraft[] {
  return sites.map((site) => ({
    key: `s${site.id}`,
    id: site.id,
    site_id: site.site_id,
    site_code: site.site_code,
    site_name: site.site_name,
    region_name: site.region_name,
    city_id: site.city_id,
    city_name: site.city_name,
    location_id: site.location_id,
    location_name: site.location_name,
    medium_id: site.medium_id,
    medium_name: site.medium_name,
    address: site.address,
    latitude: site.latitude,
    longitude: site.longitude,
    seen_on: site.seen_on,
    notes: site.notes,
    photo_url: site.photo_url,
  }));
}

let counter = 0;
const newKey = () => {
  counter += 1;
  return `n${counter}`;
};

/**
 * Adds inventory sites (once each: a site already listed is skipped, as the server refuses a site listed twice),
 * seen on `seenOn`. Answers the new list and how many were already there.
 */
export function addInventorySites(
  drafts: readonly SightingDraft[],
  sites: readonly SiteListItem[],
  seenOn: string | null,
): { drafts: SightingDraft[]; skipped: number } {
  const listed = new Set(drafts.map((draft) => draft.site_id).filter((id) => id !== null));
  const added: SightingDraft[] = [];
  let skipped = 0;
  for (const site of sites) {
    if (listed.has(site.id)) {
      skipped += 1;
      continue;
    }
    listed.add(site.id);
    added.push({
      key: newKey(),
      id: null,
      site_id: site.id,
      site_code: site.site_code,
      site_name: site.site_name,
      region_name: site.region_name,
      city_id: site.city_id,
      city_name: site.city_name,
      location_id: site.location_id,
      location_name: site.location_name,
      medium_id: site.medium_id,
      medium_name: site.medium_name,
      address: null,
      latitude: site.latitude,
      longitude: site.longitude,
      seen_on: seenOn,
      notes: null,
      photo_url: null,
    });
  }
  return { drafts: [...drafts, ...added], skipped };
}

export function addRecordedSighting(
  drafts: readonly SightingDraft[],
  values: RecordedSightingValues,
): SightingDraft[] {
  return [
    ...drafts,
    { key: newKey(), id: null, site_id: null, site_code: null, site_name: null, photo_url: null, ...values },
  ];
}

export function removeSighting(drafts: readonly SightingDraft[], key: string): SightingDraft[] {
  return drafts.filter((draft) => draft.key !== key);
}

/** The update's `competitor_sites`: an inventory site by its id, a recorded one by its location and medium. */
export function sightingsInput(drafts: readonly SightingDraft[]): CompetitorSiteInput[] {
  return drafts.map((draft) => {
    const kept = draft.id === null ? {} : { id: draft.id };
    const when = { seen_on: draft.seen_on, notes: draft.notes };
    return draft.site_id !== null
      ? { ...kept, site_id: draft.site_id, ...when }
      : {
          ...kept,
          location_id: draft.location_id,
          medium_id: draft.medium_id,
          address: draft.address,
          latitude: draft.latitude,
          longitude: draft.longitude,
          ...when,
        };
  });
}

/** Whether the drafts differ from the saved sightings (what leaving would lose). */
export function sightingsChanged(
  saved: readonly CompetitorSite[],
  drafts: readonly SightingDraft[],
): boolean {
  return JSON.stringify(sightingsInput(draftsOf(saved))) !== JSON.stringify(sightingsInput(drafts));
}

/** The located drafts as the site map's points (a recorded sighting shows its address; its id is its key's). */
export function sightingPoints(drafts: readonly SightingDraft[]): SiteMapPoint[] {
  return drafts.flatMap((draft, index) =>
    draft.latitude === null || draft.longitude === null
      ? []
      : [
          {
            // The map keys points by id; a new draft has none yet, so its place in the list stands in (negative).
            id: draft.id ?? -(index + 1),
            site_code: draft.site_code ?? draft.address ?? draft.location_name,
            site_name: draft.site_name ?? `${draft.location_name} (recorded)`,
            latitude: draft.latitude,
            longitude: draft.longitude,
            medium_id: draft.medium_id,
            medium_name: draft.medium_name,
            kind: 'conventional' as const,
            city_name: draft.city_name,
            status: 'approved' as const,
          },
        ],
  );
}

/** What a sighting is called in the table and in its buttons' names: the site's code, or the address and place. */
export function sightingName(draft: Pick<SightingDraft, 'site_code' | 'address' | 'location_name'>): string {
  return draft.site_code ?? draft.address ?? draft.location_name;
}

/** The sightings by city (the create screen's tick boxes), cities by name. */
export function sightingsByCity(sites: readonly Pick<CompetitorSite, 'id' | 'city_id' | 'city_name'>[]) {
  const cities = new Map<number, { city_id: number; city_name: string; ids: number[] }>();
  for (const site of sites) {
    const city = cities.get(site.city_id) ?? { city_id: site.city_id, city_name: site.city_name, ids: [] };
    city.ids.push(site.id);
    cities.set(site.city_id, city);
  }
  return [...cities.values()].sort((a, b) => a.city_name.localeCompare(b.city_name));
}
