import { describe, expect, it } from 'vitest';
import { VerificationGate, VerifierBusyError } from './password.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the gate on password checks', () => {
  it('runs at most K checks at once, queues a bounded number and refuses the rest at once', async () => {
    const gate = new VerificationGate(2, 3);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const check = () =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return true;
      });
    const accepted = Array.from({ length: 5 }, check);
    const refused = await Promise.allSettled(Array.from({ length: 4 }, check));
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof VerifierBusyError)).toBe(true);
    while (releases.length || running) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(accepted)).toEqual([true, true, true, true, true]);
    expect(peak).toBe(2);
    expect(gate.peak).toBe(2);
    expect(gate.running).toBe(0);
  });
});
