import { siteOptions } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { mapPointsOf } from './site-filters.ts';

describe('the site options on the map', () => {
  it('are the located sites of the page as map points; the others are counted', () => {
    const { sites } = siteOptions({ limit: 25 });
    const { points, unlocated } = mapPointsOf(sites);
    // The fixtures' twelfth site was never surveyed.
    expect(unlocated).toBe(1);
    expect(points).toHaveLength(sites.length - 1);
    const first = sites[0]!;
    expect(points[0]).toEqual({
      id: first.id,
      site_code: first.site_code,
      site_name: first.name,
      latitude: first.latitude,
      longitude: first.longitude,
      medium_id: first.medium_id,
      medium_name: first.medium_name,
      kind: first.kind,
      city_name: first.city_name,
      status: 'approved',
    });
    expect(mapPointsOf([])).toEqual({ points: [], unlocated: 0 });
  });
});
