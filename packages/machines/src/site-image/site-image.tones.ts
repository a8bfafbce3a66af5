import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { SiteImageStatus } from './site-image.machine.ts';

/** A site image waits for review, then is approved or rejected. */
export const siteImageStatusTone: Record<SiteImageStatus, StatusTone> = {
  pending: 'caution',
  approved: 'positive',
  rejected: 'critical',
  deleted: 'neutral',
};
