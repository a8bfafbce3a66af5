/**
 * The arithmetic of the competitor reports (docs/domain.md "Competitor reports"), in whole tenths of a per cent so
 * no floating-point rounding can move a figure: what the hand checks in the tests and the doc compute.
 */

export interface Counted {
  name: string;
  sites: number;
}

/**
 * Shares of presence by the largest-remainder method: each group's `sites × 1000 / total` tenths, rounded down,
 * then the tenths still missing to 1000 (100.0 %) go one each to the groups with the largest remainders (ties: the
 * larger group first, then by name). The shares add up to exactly 100.0 (for a total above 0).
 *
 * Hand checks: 3, 2, 1 sites of 6 → 50.0, 33.3, 16.7 (floors 500, 333, 166 = 999; remainders 0, 2, 4 of 6: the
 * group of 1 gets the tenth); 1, 1, 1 of 3 → 33.4, 33.3, 33.3 (the tie goes to the first name).
 */
export function largestRemainderShares<T extends Counted>(groups: readonly T[]): Map<T, number> {
  const total = groups.reduce((sum, group) => sum + group.sites, 0);
  const shares = new Map<T, number>();
  if (total === 0) {
    for (const group of groups) shares.set(group, 0);
    return shares;
  }
  const tenths = groups.map((group) => ({
    group,
    floor: Math.floor((group.sites * 1000) / total),
    remainder: (group.sites * 1000) % total,
  }));
  let missing = 1000 - tenths.reduce((sum, entry) => sum + entry.floor, 0);
  const order = [...tenths].sort(
    (a, b) =>
      b.remainder - a.remainder || b.group.sites - a.group.sites || compareNames(a.group.name, b.group.name),
  );
  for (const entry of order) {
    if (missing <= 0) break;
    entry.floor += 1;
    missing -= 1;
  }
  for (const entry of tenths) shares.set(entry.group, entry.floor / 10);
  return shares;
}

/** `part × 100 / whole`, one decimal, half up (in tenths: ⌊(2 × part × 1000 + whole) / (2 × whole)⌋); 0 of 0 is 0. */
export function shareHalfUp(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.floor((2 * part * 1000 + whole) / (2 * whole)) / 10;
}

/** Names in one order everywhere: code-point order of the lower-cased name, then the name itself. */
export function compareNames(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
