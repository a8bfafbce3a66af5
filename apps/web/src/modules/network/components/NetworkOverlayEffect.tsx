import type { NetworkOverlayMachine } from '@ooh/machines/network-overlay';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Actor } from 'xstate';
import { hasNetworkError } from '../../../state/global-errors.ts';
import { errorState } from '../../../state/store.ts';

export type NetworkOverlayEffectProps = {
  overlay: Actor<NetworkOverlayMachine>;
};

/** Feeds the overlay machine from the store's global error state. */
export function NetworkOverlayEffect({ overlay }: NetworkOverlayEffectProps) {
  const errors = useSnapshot(errorState);
  const networkError = hasNetworkError(errors);
  useEffect(() => {
    overlay.send({ type: 'network.errorChanged', hasNetworkError: networkError });
  }, [overlay, networkError]);
  return null;
}
