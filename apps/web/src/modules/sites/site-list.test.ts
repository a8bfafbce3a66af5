import { describe, expect, it } from 'vitest';
import { mediumDetail } from './site-list.ts';

describe('mediumDetail', () => {
  it('says Digital once when the asset type already says it', () => {
    expect(mediumDetail({ asset_type_name: 'Digital', kind: 'digital' })).toBe('Digital');
  });
  it('adds Digital to another asset type of a digital medium', () => {
    expect(mediumDetail({ asset_type_name: 'Back-lit', kind: 'digital' })).toBe('Back-lit · Digital');
  });
  it('shows the asset type of a conventional site, or a dash without one', () => {
    expect(mediumDetail({ asset_type_name: 'Front-lit', kind: 'conventional' })).toBe('Front-lit');
    expect(mediumDetail({ asset_type_name: null, kind: 'conventional' })).toBe('—');
    expect(mediumDetail({ asset_type_name: null, kind: 'digital' })).toBe('Digital');
  });
});

describe('activeFilterCount', () => {
  it('counts each filter set once, and none for the defaults', async () => {
    const { activeFilterCount, NO_SITE_FILTERS } = await import('./site-list.ts');
    expect(activeFilterCount(NO_SITE_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...NO_SITE_FILTERS,
        city_ids: [1, 2],
        medium_ids: [3],
        available_from: '2027-01-01',
        availability: 'booked',
      }),
    ).toBe(4);
  });
});
