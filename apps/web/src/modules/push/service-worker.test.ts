import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerStatus } from './push-state.ts';
import {
  MESSAGING_SERVICE_WORKER_URL,
  registerMessagingServiceWorker,
  SERVICE_WORKER_ACTIVATION_TIMEOUT_MS,
} from './service-worker.ts';

afterEach(() => {
  vi.useRealTimers();
});

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function setUp() {
  const worker = new FakeWorker();
  const registration = {
    active: null,
    installing: worker,
    waiting: null,
  } as unknown as ServiceWorkerRegistration;
  const register = vi.fn(async () => registration);
  const state = proxy<{ serviceWorker: ServiceWorkerStatus; detail: string | null }>({
    serviceWorker: 'registering',
    detail: null,
  });
  return { worker, registration, register, state };
}

describe('the messaging service worker', () => {
  it('registers /firebase-messaging-sw.js and resolves once it is activated', async () => {
    const { worker, registration, register, state } = setUp();
    const registered = registerMessagingServiceWorker({ container: { register }, state });
    await Promise.resolve();
    worker.moveTo('installed');
    worker.moveTo('activated');
    await expect(registered).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith(MESSAGING_SERVICE_WORKER_URL);
    expect(state.serviceWorker).toBe('activated');
  });

  it('gives up after 10 s without activation, and not before', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { register, state } = setUp();
    const outcome = vi.fn();
    void registerMessagingServiceWorker({ container: { register }, state }).then(outcome);
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_ACTIVATION_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    expect(state.serviceWorker).toBe('registering');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(null);
    expect(state.serviceWorker).toBe('timed-out');
  });

  it('reports a failed registration and a browser without service workers', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const state = proxy<{ serviceWorker: ServiceWorkerStatus; detail: string | null }>({
      serviceWorker: 'registering',
      detail: null,
    });
    const register = vi.fn(async () => {
      throw new Error('SecurityError');
    });
    await expect(registerMessagingServiceWorker({ container: { register }, state })).resolves.toBeNull();
    expect(state).toMatchObject({ serviceWorker: 'failed', detail: 'SecurityError' });

    await expect(registerMessagingServiceWorker({ container: undefined, state })).resolves.toBeNull();
    expect(state.serviceWorker).toBe('unsupported');
  });
});
