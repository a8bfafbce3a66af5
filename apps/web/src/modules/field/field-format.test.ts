import { describe, expect, it } from 'vitest';
import { flagWords, formatDistance, formatShare, progressByFile } from './field-format.ts';

const clean = { far: false, early: false, duplicate: false };

describe('the words of a photo’s flags', () => {
  it('says each flag in words, in a fixed order', () => {
    expect(
      flagWords({ flags: { far: true, early: true, duplicate: true }, distance_m: 240, duplicate_of: 12 }),
    ).toEqual(['Taken 240 m from the site', 'Taken before the campaign start', 'Same photo as #12']);
    expect(flagWords({ flags: clean, distance_m: 30, duplicate_of: null })).toEqual([]);
  });

  it('words a far photo in kilometres past 1 km, and a duplicate whose twin is unknown', () => {
    expect(flagWords({ flags: { ...clean, far: true }, distance_m: 1840, duplicate_of: null })).toEqual([
      'Taken 1.8 km from the site',
    ]);
    expect(flagWords({ flags: { ...clean, duplicate: true }, distance_m: null, duplicate_of: null })).toEqual(
      ['Same photo as an earlier one'],
    );
    expect(formatDistance(12_500)).toBe('13 km');
  });

  it('writes the verified share as a whole percentage', () => {
    expect(formatShare(0.667)).toBe('67%');
    expect(formatShare(0)).toBe('0%');
  });
});

describe('the progress of each file of one upload', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it('fills the files in the order they are sent', () => {
    const files = [file('a.jpg', 100), file('b.jpg', 300)];
    expect(progressByFile(files, 0)).toEqual({ 'a.jpg': 0, 'b.jpg': 0 });
    expect(progressByFile(files, 0.125)).toEqual({ 'a.jpg': 50, 'b.jpg': 0 });
    expect(progressByFile(files, 0.5)).toEqual({ 'a.jpg': 100, 'b.jpg': 33 });
    expect(progressByFile(files, 1)).toEqual({ 'a.jpg': 100, 'b.jpg': 100 });
  });
});
