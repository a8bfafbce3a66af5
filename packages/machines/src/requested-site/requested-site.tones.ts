import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { RequestedSiteStatus } from './requested-site.machine.ts';

/** A requested site waits for approval. */
export const requestedSiteStatusTone: Record<RequestedSiteStatus, StatusTone> = {
  pending: 'caution',
  approved: 'positive',
};
