import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  CONNECTION_CHECK_INTERVAL_MS,
  NETWORK_OVERLAY_DELAY_MS,
  networkOverlayMachine,
} from './network-overlay.machine.ts';

function start(checkConnection = fromPromise<void>(async () => {})) {
  const clock = new SimulatedClock();
  const actor = createActor(networkOverlayMachine.provide({ actors: { checkConnection } }), {
    clock,
  }).start();
  return { actor, clock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('network-overlay machine', () => {
  it('stays hidden while there is no network error (guard false)', () => {
    const { actor, clock } = start();
    actor.send({ type: 'network.errorChanged', hasNetworkError: false });
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('arms on the network error and shows the overlay after 3000 ms, not before', () => {
    const { actor, clock } = start();
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    expect(actor.getSnapshot().value).toBe('arming');
    clock.increment(NETWORK_OVERLAY_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('arming');
    clock.increment(1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
  });

  it('does not restart the timer when the error is reported again while arming', () => {
    const { actor, clock } = start();
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    clock.increment(2000);
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    expect(actor.getSnapshot().value).toBe('arming');
    clock.increment(1000);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
  });

  it('cancels the timer when the error clears before 3000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    clock.increment(2999);
    actor.send({ type: 'network.errorChanged', hasNetworkError: false });
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('hides as soon as the error clears while visible, and ignores a repeated error', () => {
    const { actor, clock } = start();
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    clock.increment(NETWORK_OVERLAY_DELAY_MS);
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    actor.send({ type: 'network.errorChanged', hasNetworkError: false });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('checks the connection every few seconds while visible, whether the check fails or succeeds', async () => {
    let checks = 0;
    let succeed = false;
    const { actor, clock } = start(
      fromPromise<void>(async () => {
        checks += 1;
        if (!succeed) throw new Error('still offline');
      }),
    );
    actor.send({ type: 'network.errorChanged', hasNetworkError: true });
    clock.increment(NETWORK_OVERLAY_DELAY_MS);
    expect(actor.getSnapshot().matches({ visible: 'waiting' })).toBe(true);

    clock.increment(CONNECTION_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().matches({ visible: 'checking' })).toBe(true);
    await flush();
    expect(checks).toBe(1);
    expect(actor.getSnapshot().matches({ visible: 'waiting' })).toBe(true);

    succeed = true;
    clock.increment(CONNECTION_CHECK_INTERVAL_MS);
    await flush();
    expect(checks).toBe(2);
    expect(actor.getSnapshot().matches({ visible: 'waiting' })).toBe(true);

    // The app's store clears the error after a successful call; the overlay follows it.
    actor.send({ type: 'network.errorChanged', hasNetworkError: false });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
