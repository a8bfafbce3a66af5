import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { BriefStatus } from './brief.machine.ts';

/** A new brief waits for a decision; approved and rejected are settled. */
export const briefStatusTone: Record<BriefStatus, StatusTone> = {
  pending: 'caution',
  approved: 'positive',
  rejected: 'critical',
  deleted: 'neutral',
};
