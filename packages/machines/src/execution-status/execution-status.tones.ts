import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { ExecutionStatusStatus } from './execution-status.machine.ts';

/** A proposed execution status waits for approval; the current one is just a fact. */
export const executionStatusStatusTone: Record<ExecutionStatusStatus, StatusTone> = {
  current: 'neutral',
  awaitingApproval: 'caution',
};
