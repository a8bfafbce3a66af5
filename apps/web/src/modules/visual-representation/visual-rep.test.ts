import { VISUALREP_MESSAGES } from '@ooh/api';
import { planOf } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, photoCountText, photoRefusal, planIdParam, sitesByCity } from './visual-rep.ts';

describe('the visual representation rules', () => {
  it('accepts JPEG, PNG and WebP up to 15 MB, in the server words otherwise', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,.jpg,.png,.webp,.jpeg');
    expect(photoRefusal({ size: 1, type: 'image/webp' })).toBeNull();
    // A type the browser cannot guess is left to the server, which reads the content.
    expect(photoRefusal({ size: 1, type: '' })).toBeNull();
    expect(photoRefusal({ size: 1, type: 'image/gif' })).toBe(VISUALREP_MESSAGES.fileType);
    expect(photoRefusal({ size: 15 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(photoRefusal({ size: 15 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      VISUALREP_MESSAGES.fileTooLarge,
    );
    expect(photoRefusal({ size: 0, type: 'image/png' })).toBe(VISUALREP_MESSAGES.fileEmpty);
  });

  it('groups the rows by city in the plan order', () => {
    const rows = planOf(1).sites_list;
    const cities = sitesByCity(rows);
    expect(cities.flatMap((city) => city.sites)).toEqual(rows);
    expect(new Set(cities.map((city) => city.city_id)).size).toBe(cities.length);
    for (const city of cities) expect(city.sites.every((row) => row.city_id === city.city_id)).toBe(true);
    expect(sitesByCity([])).toEqual([]);
  });

  it('reads a plan id from the query only when it can name a plan', () => {
    expect(planIdParam('12')).toBe(12);
    expect(planIdParam('2147483647')).toBe(2_147_483_647);
    for (const bad of [null, '', '0', '012', '1e3', '0x10', ' 4', 'abc', '2147483648'])
      expect(planIdParam(bad)).toBeNull();
  });

  it('counts the photos', () => {
    expect(photoCountText(0, 0)).toBe('No sites');
    expect(photoCountText(2, 5)).toBe('2 of 5 sites have a photo');
    expect(photoCountText(0, 1)).toBe('0 of 1 site has a photo');
    expect(photoCountText(1, 1)).toBe('The site has a photo');
    expect(photoCountText(3, 3)).toBe('All 3 sites have a photo');
  });
});
