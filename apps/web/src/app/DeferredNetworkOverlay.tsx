import { useAfterFirstPage } from './use-after-first-page.ts';

/**
 * The network overlay (its machine brings the xstate runtime) mounts once the first page has painted: it only
 * matters once a network error has stood for 3 s. On mount it reads the error standing then.
 */
export function DeferredNetworkOverlay() {
  const NetworkOverlay = useAfterFirstPage(
    () => import('../modules/network/components/NetworkOverlay.tsx').then((m) => m.NetworkOverlay),
    'The network overlay',
  );
  return NetworkOverlay ? <NetworkOverlay /> : null;
}
