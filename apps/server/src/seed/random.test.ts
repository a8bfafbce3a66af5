import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('the seed PRNG', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.int(1, 1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('picks distinct items in their original order', () => {
    const random = createRandom(7);
    const chosen = random.some(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(chosen).size).toBe(3);
    expect([...chosen].sort()).toEqual(chosen);
  });
});
