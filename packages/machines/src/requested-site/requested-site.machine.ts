import { setup } from 'xstate';
import { REQUESTED_SITE_STATUSES } from './requested-site.statuses.ts';

export { REQUESTED_SITE_STATUSES };

export type RequestedSiteStatus = (typeof REQUESTED_SITE_STATUSES)[number];

/** A requested site's transition depends on its status alone, so it has no facts. */
export type RequestedSiteContext = Record<string, never>;

export type RequestedSiteEvent = { type: 'requestedSite.approve' };

/**
 * A site asked for in the field by a tracker or an operation analyst, not yet in the inventory (docs/domain.md
 * "Requested site"): pending until an admin or KAM approves it, when it becomes an inventory site for good.
 */
export const requestedSiteMachine = setup({
  types: {
    context: {} as RequestedSiteContext,
    events: {} as RequestedSiteEvent,
  },
}).createMachine({
  id: 'requestedSite',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      on: {
        'requestedSite.approve': {
          target: 'approved',
          description: 'An approved requested site becomes an inventory site.',
        },
      },
    },
    approved: { type: 'final', description: 'The site is in the inventory: it can be booked on plans.' },
  },
});

export type RequestedSiteMachine = typeof requestedSiteMachine;
