import { health } from '@ooh/api';
import { networkOverlayMachine } from '@ooh/machines/network-overlay';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import type { NetworkIssuePanelProps } from './NetworkIssuePanel.tsx';
import { NetworkOverlayEffect } from './NetworkOverlayEffect.tsx';

export { NETWORK_ISSUE_TEXT, NETWORK_ISSUE_TITLE } from './network-issue-text.ts';

export type NetworkOverlayProps = {
  /** Reloads the page; replaced in tests. */
  onReload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/**
 * The panel's code (Ark's focus trap, the illustration) is not part of the first route: it loads once the first
 * screen has painted (a passive effect runs after paint), long before a network error can have stood for 3 s.
 * A failed load is tried again when the overlay is due.
 */
function useDeferredPanel(visible: boolean): ComponentType<NetworkIssuePanelProps> | null {
  const [Panel, setPanel] = useState<ComponentType<NetworkIssuePanelProps> | null>(null);
  const due = Panel === null && visible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `due` re-runs the load after a failure, when needed
  useEffect(() => {
    if (Panel) return;
    let mounted = true;
    import('./NetworkIssuePanel.tsx').then(
      (module) => {
        if (mounted) setPanel(() => module.NetworkIssuePanel);
      },
      (error: unknown) => console.warn('The network overlay could not be loaded yet.', error),
    );
    return () => {
      mounted = false;
    };
  }, [due]);
  return Panel;
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
  const Panel = useDeferredPanel(visible);

  return (
    <>
      <NetworkOverlayEffect overlay={overlay} />
      {visible && Panel ? <Panel onReload={onReload} /> : null}
    </>
  );
}
