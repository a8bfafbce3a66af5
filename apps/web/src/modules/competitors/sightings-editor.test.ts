import type { SiteListItem } from '@ooh/api';
import { createMockDb } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import {
  addInventorySites,
  addRecordedSighting,
  draftsOf,
  removeSighting,
  sightingPoints,
  sightingsByCity,
  sightingsChanged,
  sightingsInput,
} from './sightings-editor.ts';

const db = createMockDb();
const saved = db.competitors.sites.filter((site) => site.competitor_campaign_id === 1);
const inventory = (id: number) => db.sites.find((site) => site.id === id) as unknown as SiteListItem;
const recorded = {
  region_name: 'Sindh',
  city_id: 3,
  city_name: 'Karachi',
  location_id: 3,
  location_name: 'Clifton',
  medium_id: 2,
  medium_name: 'Streetpole',
  address: 'Boat Basin',
  latitude: null,
  longitude: null,
  seen_on: '2026-11-01',
  notes: null,
};

describe('the sightings editor', () => {
  it('keeps the saved sightings by id, and is unchanged until something is added or removed', () => {
    const drafts = draftsOf(saved);
    expect(sightingsChanged(saved, drafts)).toBe(false);
    const input = sightingsInput(drafts);
    expect(input).toHaveLength(5);
    // An inventory sighting is sent by its site; a recorded one by its location, medium and address.
    expect(input.find((row) => row.id === 1)).toEqual({
      id: 1,
      site_id: 8,
      seen_on: '2026-06-04',
      notes: 'Full wrap, lit at night',
    });
    expect(input.find((row) => row.id === 3)).toMatchObject({
      id: 3,
      location_id: 3,
      medium_id: 2,
      address: 'Khayaban-e-Ittehad, both sides',
    });
    expect(input.find((row) => row.id === 3)).not.toHaveProperty('site_id');
  });

  it('adds inventory sites once each (the server refuses a site listed twice)', () => {
    const drafts = draftsOf(saved);
    const { drafts: next, skipped } = addInventorySites(drafts, [inventory(8), inventory(9)], '2026-11-02');
    expect(skipped).toBe(1);
    expect(next).toHaveLength(6);
    const added = next.at(-1);
    expect(added).toMatchObject({ id: null, site_id: 9, city_name: 'Karachi', seen_on: '2026-11-02' });
    expect(sightingsChanged(saved, next)).toBe(true);
    expect(sightingsInput(next).at(-1)).toEqual({ site_id: 9, seen_on: '2026-11-02', notes: null });
  });

  it('adds a recorded sighting and removes rows; removing what was added is no change', () => {
    const drafts = draftsOf(saved);
    const withRecorded = addRecordedSighting(drafts, recorded);
    expect(sightingsInput(withRecorded).at(-1)).toEqual({
      location_id: 3,
      medium_id: 2,
      address: 'Boat Basin',
      latitude: null,
      longitude: null,
      seen_on: '2026-11-01',
      notes: null,
    });
    const key = withRecorded.at(-1)?.key as string;
    expect(sightingsChanged(saved, removeSighting(withRecorded, key))).toBe(false);
    const removed = removeSighting(drafts, 's1');
    expect(removed.map((draft) => draft.id)).not.toContain(1);
    expect(sightingsChanged(saved, removed)).toBe(true);
  });

  it('puts only located sightings on the map, each with its name', () => {
    const points = sightingPoints(addRecordedSighting(draftsOf(saved), recorded));
    // Of the five saved, the recorded one without a position (id 3) is off the map; the new one has none either.
    expect(points.map((point) => point.id).sort()).toEqual([1, 2, 4, 5]);
    expect(points.find((point) => point.id === 2)).toMatchObject({
      site_code: 'Do Talwar roundabout, facing Sea View',
      city_name: 'Karachi',
    });
  });

  it('groups sightings by city for the report’s tick boxes, cities by name', () => {
    expect(sightingsByCity(saved)).toEqual([
      { city_id: 3, city_name: 'Karachi', ids: [1, 2, 3] },
      { city_id: 1, city_name: 'Lahore', ids: [4, 5] },
    ]);
  });
});
