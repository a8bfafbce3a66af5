import { proxy } from 'valtio';

export type ServiceWorkerStatus = 'unsupported' | 'registering' | 'activated' | 'timed-out' | 'failed';

/** What the diagnostics page shows about push; written by the service-worker registration. */
export const pushState = proxy<{ serviceWorker: ServiceWorkerStatus; detail: string | null }>({
  serviceWorker: 'registering',
  detail: null,
});
