import { classifyError } from '@ooh/api';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { hasNetworkError } from '../../state/global-errors.ts';
import { errorState } from '../../state/store.ts';

/**
 * When the connection comes back (the global network error clears), a request that failed for want of a
 * network is retried, so a screen recovers by itself together with the network overlay.
 */
export function useRetryOnReconnect(failed: boolean, error: unknown, retry: () => void): void {
  const networkDown = hasNetworkError(useSnapshot(errorState));
  const wasDown = useRef(networkDown);
  useEffect(() => {
    const reconnected = wasDown.current && !networkDown;
    wasDown.current = networkDown;
    if (reconnected && failed && classifyError(error).kind === 'network') retry();
  }, [networkDown, failed, error, retry]);
}
