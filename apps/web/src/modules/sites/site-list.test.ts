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
