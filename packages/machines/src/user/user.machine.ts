import { setup } from 'xstate';
import { USER_STATUSES } from './user.statuses.ts';

export { USER_STATUSES };

export type UserStatus = (typeof USER_STATUSES)[number];

/** A user's transitions depend on the status alone, so it has no facts. */
export type UserContext = Record<string, never>;

export type UserEvent =
  /** An admin activates the account. */
  | { type: 'user.activate' }
  /** The user sets a password through the one-time link (`update-password/appsells`). */
  | { type: 'user.setPassword' }
  /** An admin suspends the account without deleting it. */
  | { type: 'user.deactivate' }
  | { type: 'user.delete' }
  /** Asked by sign-in: only active users get a session. */
  | { type: 'user.signIn' };

/**
 * A staff user (docs/domain.md "User"): added by an admin as inactive with a one-time password-set link, active once
 * an admin activates them or they set their password. Admins can deactivate an active user (a suspension that
 * can be undone, unlike deletion) and delete any user; deleted is final, the row stays for audit, and only
 * active users can sign in.
 */
export const userMachine = setup({
  types: {
    context: {} as UserContext,
    events: {} as UserEvent,
  },
}).createMachine({
  id: 'user',
  context: {},
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        'user.activate': { target: 'active' },
        'user.setPassword': { target: 'active', description: 'Setting the password activates the account.' },
        'user.delete': { target: 'deleted' },
      },
    },
    active: {
      on: {
        'user.signIn': { target: 'active' },
        // A new link (forgotten password) may be consumed by an active user too.
        'user.setPassword': { target: 'active' },
        'user.deactivate': { target: 'inactive' },
        'user.delete': { target: 'deleted' },
      },
    },
    deleted: {
      type: 'final',
      description: 'Deleted users cannot sign in; their records stay for audit.',
    },
  },
});

export type UserMachine = typeof userMachine;
