import { pushState, type ServiceWorkerStatus } from './push-state.ts';

export const MESSAGING_SERVICE_WORKER_URL = '/firebase-messaging-sw.js';
/** Spec sections 4 and 9: the push worker's activation times out after 10 seconds. */
export const SERVICE_WORKER_ACTIVATION_TIMEOUT_MS = 10_000;

type Container = Pick<ServiceWorkerContainer, 'register'>;

let registered: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null);

function waitForActivation(
  registration: ServiceWorkerRegistration,
  timeoutMs: number,
): Promise<Exclude<ServiceWorkerStatus, 'unsupported' | 'registering'>> {
  if (registration.active) return Promise.resolve('activated');
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve('failed');
  return new Promise((resolve) => {
    const finish = (status: 'activated' | 'timed-out' | 'failed') => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', handleStateChange);
      resolve(status);
    };
    const handleStateChange = () => {
      if (worker.state === 'activated') finish('activated');
      else if (worker.state === 'redundant') finish('failed');
    };
    const timer = setTimeout(() => finish('timed-out'), timeoutMs);
    worker.addEventListener('statechange', handleStateChange);
  });
}

/**
 * Registers the messaging worker at load (spec section 1) and waits up to 10 s for it to activate.
 * Never rejects: failures are logged and shown on the diagnostics page.
 */
export function registerMessagingServiceWorker({
  container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
  timeoutMs = SERVICE_WORKER_ACTIVATION_TIMEOUT_MS,
  state = pushState,
}: {
  container?: Container | undefined;
  timeoutMs?: number;
  state?: typeof pushState;
} = {}): Promise<ServiceWorkerRegistration | null> {
  if (!container) {
    state.serviceWorker = 'unsupported';
    state.detail = 'This browser has no service workers (or the page is not served over HTTPS or localhost).';
    return Promise.resolve(null);
  }
  state.serviceWorker = 'registering';
  state.detail = null;
  registered = (async () => {
    try {
      const registration = await container.register(MESSAGING_SERVICE_WORKER_URL);
      const status = await waitForActivation(registration, timeoutMs);
      state.serviceWorker = status;
      if (status === 'timed-out') state.detail = `Not activated within ${timeoutMs / 1000} s.`;
      if (status !== 'activated') console.info(`The push-messaging worker is ${status}.`);
      return status === 'activated' ? registration : null;
    } catch (error) {
      state.serviceWorker = 'failed';
      state.detail = error instanceof Error ? error.message : String(error);
      console.info('The push-messaging worker could not be registered.', error);
      return null;
    }
  })();
  return registered;
}

/** The activated registration, or null when there is none. */
export function messagingServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  return registered;
}
