import { fromPromise, not, setup } from 'xstate';

/** How long the network error must stand before the overlay shows (spec sections 2, 4 and 9). */
export const NETWORK_OVERLAY_DELAY_MS = 3000;
/** While the overlay is visible, the connection is checked this often so it clears by itself. */
export const CONNECTION_CHECK_INTERVAL_MS = 5000;

/** Sent whenever the global error state changes (or once at start with the current value). */
export type NetworkOverlayEvent = { type: 'network.errorChanged'; hasNetworkError: boolean };

/**
 * hidden → arming (the global error is the network error) → visible after 3000 ms → hidden as soon as the
 * error clears. Leaving `arming` early cancels the timer. While visible, `checkConnection` runs every few
 * seconds; a success clears the network error in the app's store, which then sends `hasNetworkError: false`.
 */
export const networkOverlayMachine = setup({
  types: {
    events: {} as NetworkOverlayEvent,
  },
  actors: {
    checkConnection: fromPromise<void>(async () => {
      throw new Error('The actor "checkConnection" was not provided');
    }),
  },
  guards: {
    hasNetworkError: ({ event }) => event.hasNetworkError,
  },
  delays: {
    overlayDelay: NETWORK_OVERLAY_DELAY_MS,
    connectionCheckInterval: CONNECTION_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'networkOverlay',
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'network.errorChanged': { guard: 'hasNetworkError', target: 'arming' } },
    },
    arming: {
      after: { overlayDelay: 'visible' },
      on: { 'network.errorChanged': { guard: not('hasNetworkError'), target: 'hidden' } },
    },
    visible: {
      initial: 'waiting',
      on: { 'network.errorChanged': { guard: not('hasNetworkError'), target: 'hidden' } },
      states: {
        waiting: {
          after: { connectionCheckInterval: 'checking' },
        },
        checking: {
          invoke: {
            src: 'checkConnection',
            // The store follows the check's outcome; the machine only waits for the next check.
            onDone: 'waiting',
            onError: 'waiting',
          },
        },
      },
    },
  },
});

export type NetworkOverlayMachine = typeof networkOverlayMachine;
