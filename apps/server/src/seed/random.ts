/**
 * A small seeded PRNG (mulberry32) so the demo data is the same on every run and in every test: the tests can
 * rely on the seed's shape, and screenshots stay comparable.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  /** `count` distinct items, in their original order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
  };
  return { next, int, pick, some };
}

export type Random = ReturnType<typeof createRandom>;
