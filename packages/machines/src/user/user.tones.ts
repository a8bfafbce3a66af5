import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { UserStatus } from './user.machine.ts';

/** An active user can sign in; inactive and deleted ones cannot, which is not an error. */
export const userStatusTone: Record<UserStatus, StatusTone> = {
  inactive: 'neutral',
  active: 'positive',
  deleted: 'neutral',
};
