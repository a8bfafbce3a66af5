import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { PlanStatus } from './plan.machine.ts';

/** A plan being drawn up is info; one waiting on a decision (the client's, or the planner's changes) is caution. */
export const planStatusTone: Record<PlanStatus, StatusTone> = {
  inprogress: 'info',
  pending: 'caution',
  accepted: 'positive',
  modification_required: 'caution',
  modification_pending: 'caution',
  lost: 'critical',
};
