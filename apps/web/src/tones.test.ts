import { STATUS_TONES, type StatusTone } from '@ooh/machines/lifecycle';
import { type Tone, tones } from '@ooh/ui/css';
import { describe, expect, expectTypeOf, it } from 'vitest';

// The machines declare which tone each status takes without importing the design system; the two unions meet
// here, in the app that hands one to the other.
describe('status tones', () => {
  it("the machines' StatusTone is the design system's Tone", () => {
    expectTypeOf<StatusTone>().toEqualTypeOf<Tone>();
    expect([...STATUS_TONES]).toEqual([...tones]);
  });
});
