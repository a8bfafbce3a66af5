import { health } from '@ooh/api';
import { networkOverlayMachine } from '@ooh/machines/network-overlay';
import { Button } from '@ooh/ui/button';
import { FullPageState } from '@ooh/ui/full-page-state';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import { NetworkOverlayEffect } from './NetworkOverlayEffect.tsx';
import { NoConnectionImage } from './NoConnectionImage.tsx';

export const NETWORK_ISSUE_TITLE = 'Network Issue';
export const NETWORK_ISSUE_TEXT = 'It looks like you are not connected to internet. Check your network';

export type NetworkOverlayProps = {
  /** Reloads the page; replaced in tests. */
  onReload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/**
 * The spec's network overlay (section 2): once the network error has stood for 3 s. While it shows, the
 * health endpoint is polled; its success clears the network error and the overlay goes away by itself.
 */
export function NetworkOverlay({ onReload = reloadPage }: NetworkOverlayProps) {
  const client = useApiClient();
  const logic = useMemo(
    () =>
      networkOverlayMachine.provide({
        actors: {
          checkConnection: fromPromise(async ({ signal }) => {
            await client.call(health, { signal });
          }),
        },
      }),
    [client],
  );
  const overlay = useActorRef(logic, inspectOptions());
  const visible = useSelector(overlay, (snapshot) => snapshot.matches('visible'));

  return (
    <>
      <NetworkOverlayEffect overlay={overlay} />
      {visible ? (
        <FullPageState
          image={<NoConnectionImage />}
          title={NETWORK_ISSUE_TITLE}
          description={NETWORK_ISSUE_TEXT}
          action={<Button onClick={() => onReload()}>Reload</Button>}
        />
      ) : null}
    </>
  );
}
