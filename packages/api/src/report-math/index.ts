/**
 * The competitor reports' figures (issue 18; docs/domain.md "Competitor reports"), as pure functions: the server
 * stores the figures these give when a report is generated, and the MSW fake backend uses them so stories show
 * figures that add up the same way. Shares are in per cent to one decimal.
 */

/** A group of a share-of-presence report before its share: a city, a medium or a region, with its counts. */
export interface PresenceCount {
  id: number;
  name: string;
  /** Sightings in the group. */
  sites: number;
  /** Their faces (a recorded sighting counts one). */
  faces: number;
}

export interface PresenceShare extends PresenceCount {
  /** `sites` as a share of all the groups' sites, in per cent, one decimal; the shares add up to exactly 100.0. */
  share: number;
}

/**
 * Names in one order everywhere, whatever the locale: code-point order of the lower-cased name, then the name
 * itself (the server's reports and the fake backend both use this one).
 */
export function compareNames(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Largest group first, then by name (then by id, so equal names keep one order). */
function byLargest(a: PresenceCount, b: PresenceCount): number {
  return b.sites - a.sites || compareNames(a.name, b.name) || a.id - b.id;
}

/**
 * Each group's share of the sites, by the largest remainder method at one decimal: every group gets its share
 * rounded down to a tenth, and the tenths still missing from 100.0 go one each to the groups with the largest
 * remainders; equal remainders go to the larger group first, then by name. So the shares always add up to 100.0
 * (none when there are no sites: every share is then 0). The groups come back largest first, then by name.
 *
 * Hand checks (docs/domain.md): 3 Karachi, 2 Lahore, 1 Islamabad of 6 → 50.0, 33.3, 16.7;
 * 1, 1, 1 of 3 → 33.4, 33.3, 33.3 (the tie goes to the first by name).
 */
export function presenceShares(groups: readonly PresenceCount[]): PresenceShare[] {
  const ordered = [...groups].sort(byLargest);
  const total = ordered.reduce((sum, group) => sum + group.sites, 0);
  if (total === 0) return ordered.map((group) => ({ ...group, share: 0 }));
  // Integer arithmetic in tenths of a per cent: 1,000 tenths in all; the remainder is exact (sites × 1000 mod total).
  const tenths = ordered.map((group) => ({
    group,
    floor: Math.floor((group.sites * 1000) / total),
    remainder: (group.sites * 1000) % total,
  }));
  let missing = 1000 - tenths.reduce((sum, row) => sum + row.floor, 0);
  const byRemainder = [...tenths].sort((a, b) => b.remainder - a.remainder || byLargest(a.group, b.group));
  for (const row of byRemainder) {
    if (missing === 0) break;
    if (row.remainder === 0) continue;
    row.floor += 1;
    missing -= 1;
  }
  return tenths.map((row) => ({ ...row.group, share: row.floor / 10 }));
}

/**
 * The head-to-head share: the competitor's sites as a share of theirs and ours together, competitor × 100 /
 * (competitor + ours), to one decimal, half up (2 of 3 → 66.7; 1 of 8 → 12.5); 0 when neither has a site.
 */
export function headToHeadShare(competitor: number, ours: number): number {
  const both = competitor + ours;
  if (both <= 0) return 0;
  // In integers: tenths = floor((competitor × 1000 × 2 + both) / (2 × both)) is competitor × 1000 / both rounded
  // half up, without the binary noise of a float division.
  return Math.floor((competitor * 2000 + both) / (2 * both)) / 10;
}

/**
 * Counts rows into groups by a key (a city, a medium, a region): one group per key, its sightings and faces, with
 * its share of presence (`presenceShares`).
 */
export function groupPresence<T>(
  rows: readonly T[],
  keyOf: (row: T) => { id: number; name: string },
  facesOf: (row: T) => number,
): PresenceShare[] {
  const groups = new Map<number, PresenceCount>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key.id) ?? { id: key.id, name: key.name, sites: 0, faces: 0 };
    group.sites += 1;
    group.faces += facesOf(row);
    groups.set(key.id, group);
  }
  return presenceShares([...groups.values()]);
}
