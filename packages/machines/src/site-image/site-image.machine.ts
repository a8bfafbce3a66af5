import { setup } from 'xstate';
import { SITE_IMAGE_STATUSES } from './site-image.statuses.ts';

export { SITE_IMAGE_STATUSES };

/**
 * Statuses of a site image (proof of posting). `deleted` is where `delete-plan-site-images` leads: the server
 * may remove the file, but the lifecycle needs a status to answer whether the deletion is allowed.
 */
export type SiteImageStatus = (typeof SITE_IMAGE_STATUSES)[number];

/** A site image's guards read only the event, so it has no facts. */
export type SiteImageContext = Record<string, never>;

export type SiteImageEvent =
  | { type: 'siteImage.approve' }
  | { type: 'siteImage.reject'; reason: string }
  | { type: 'siteImage.delete' };

/**
 * A photo of a plan site uploaded during a campaign (docs/domain.md "Site images"): pending until an admin approves
 * or rejects it with a reason. Pending and rejected images can be deleted (an upload by mistake, a rejected
 * photo replaced by a new one). Approved images cannot: they are the client's proof of posting and feed the
 * visual representation, so they stay as approved.
 */
export const siteImageMachine = setup({
  types: {
    context: {} as SiteImageContext,
    events: {} as SiteImageEvent,
  },
  guards: {
    hasReason: ({ event }) => event.type === 'siteImage.reject' && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'siteImage',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      on: {
        'siteImage.approve': { target: 'approved' },
        'siteImage.reject': {
          target: 'rejected',
          guard: 'hasReason',
          description: 'A reason is required to reject a site image.',
        },
        'siteImage.delete': { target: 'deleted' },
      },
    },
    approved: {
      type: 'final',
      description: "An approved image is the client's proof of posting and cannot be deleted.",
    },
    rejected: {
      on: { 'siteImage.delete': { target: 'deleted' } },
    },
    deleted: { type: 'final' },
  },
});

export type SiteImageMachine = typeof siteImageMachine;
