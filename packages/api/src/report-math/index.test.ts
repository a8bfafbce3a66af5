import { describe, expect, it } from 'vitest';
import { groupPresence, headToHeadShare, presenceShares } from './index.ts';

const group = (id: number, name: string, sites: number) => ({ id, name, sites, faces: sites });
const shares = (groups: ReturnType<typeof presenceShares>) => groups.map((g) => [g.name, g.share]);

describe('presenceShares (docs/domain.md "Competitor reports", hand checks)', () => {
  it('3 Karachi, 2 Lahore, 1 Islamabad of 6 → 50.0, 33.3, 16.7', () => {
    const result = presenceShares([group(1, 'Lahore', 2), group(2, 'Islamabad', 1), group(3, 'Karachi', 3)]);
    expect(shares(result)).toEqual([
      ['Karachi', 50],
      ['Lahore', 33.3],
      ['Islamabad', 16.7],
    ]);
  });

  it('1, 1, 1 of 3 → 33.4, 33.3, 33.3: the tie goes to the first by name', () => {
    const result = presenceShares([group(1, 'Lahore', 1), group(2, 'Karachi', 1), group(3, 'Islamabad', 1)]);
    expect(shares(result)).toEqual([
      ['Islamabad', 33.4],
      ['Karachi', 33.3],
      ['Lahore', 33.3],
    ]);
  });

  it('a tie of remainders goes to the larger group first', () => {
    // 2, 1, 1, 2 of 6: 333.3̅, 166.6̅, 166.6̅, 333.3̅ tenths; floors 333, 166, 166, 333 = 998; remainders 2/6 for the
    // twos, 4/6 for the ones: the ones get the two missing tenths (16.7 each), the twos stay 33.3.
    const result = presenceShares([
      group(1, 'Multan', 2),
      group(2, 'Quetta', 1),
      group(3, 'Hyderabad', 1),
      group(4, 'Sialkot', 2),
    ]);
    expect(shares(result)).toEqual([
      ['Multan', 33.3],
      ['Sialkot', 33.3],
      ['Hyderabad', 16.7],
      ['Quetta', 16.7],
    ]);
    // 4, 1, 1 of 6: 666.6̅, 166.6̅, 166.6̅ tenths; floors 666 + 166 + 166 = 998; every remainder is 4/6: the larger
    // group takes the first missing tenth, the first of the others by name the second.
    const six = presenceShares([group(1, 'Bahawalpur', 1), group(2, 'Attock', 1), group(3, 'Rawalpindi', 4)]);
    expect(shares(six)).toEqual([
      ['Rawalpindi', 66.7],
      ['Attock', 16.7],
      ['Bahawalpur', 16.6],
    ]);
  });

  it('always adds up to 100.0', () => {
    for (const counts of [
      [7],
      [1, 2],
      [1, 1, 1, 1, 1, 1, 1],
      [13, 7, 5, 3, 2],
      [999, 1],
      [1, 1, 1, 1, 1, 1],
    ]) {
      const result = presenceShares(counts.map((sites, index) => group(index, `G${index}`, sites)));
      const tenths = result.reduce((sum, g) => sum + Math.round(g.share * 10), 0);
      expect(tenths).toBe(1000);
    }
  });

  it('no sites: every share is 0', () => {
    expect(shares(presenceShares([group(1, 'Lahore', 0)]))).toEqual([['Lahore', 0]]);
    expect(presenceShares([])).toEqual([]);
  });
});

describe('headToHeadShare: competitor × 100 / (competitor + ours), one decimal, half up', () => {
  it('works the hand checks', () => {
    expect(headToHeadShare(2, 1)).toBe(66.7);
    expect(headToHeadShare(1, 2)).toBe(33.3);
    expect(headToHeadShare(1, 7)).toBe(12.5);
    // 1 of 16 = 6.25 → 6.3 (half up)
    expect(headToHeadShare(1, 15)).toBe(6.3);
    expect(headToHeadShare(3, 0)).toBe(100);
    expect(headToHeadShare(0, 4)).toBe(0);
    expect(headToHeadShare(0, 0)).toBe(0);
  });
});

describe('groupPresence', () => {
  it('counts sightings and faces by key, with shares', () => {
    const rows = [
      { city: 'Karachi', id: 3, faces: 2 },
      { city: 'Lahore', id: 1, faces: 1 },
      { city: 'Karachi', id: 3, faces: 1 },
    ];
    expect(
      groupPresence(
        rows,
        (row) => ({ id: row.id, name: row.city }),
        (row) => row.faces,
      ),
    ).toEqual([
      { id: 3, name: 'Karachi', sites: 2, faces: 3, share: 66.7 },
      { id: 1, name: 'Lahore', sites: 1, faces: 1, share: 33.3 },
    ]);
  });
});
