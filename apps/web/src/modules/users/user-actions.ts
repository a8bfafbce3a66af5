import {
  type ApiClient,
  activateUser,
  deactivateUser,
  deleteUser,
  resendPasswordLink,
  type UserDetail,
  type UserListItem,
  updateUser,
} from '@ooh/api';
import { type UserEvent, userMachine } from '@ooh/machines/user';
import type { CallRule, Permissions } from '../kit/permissions/permissions.ts';
import { isOwnAccount } from './user-list.ts';

/**
 * What an admin can do with an account, as data (docs/domain.md "People management screens"): the list's row
 * menu and the profile's buttons offer the same actions, through the same confirmation dialogs. The user machine
 * decides which lifecycle events the account's status takes; the contract's roles decide who may; the caller's
 * own account is never offered deactivation or deletion (the server refuses them too).
 */

export type UserActionKey = 'edit' | 'activate' | 'deactivate' | 'resend' | 'delete';

/** A call made after a confirmation: what it sends, how it is worded, and what it answered. */
export interface UserCallAction {
  key: Exclude<UserActionKey, 'edit'>;
  label: string;
  endpoint: CallRule;
  /** The user machine's event, for the actions that change the account's status. */
  event?: UserEvent;
  tone: 'primary' | 'secondary' | 'danger';
  title: (user: UserListItem) => string;
  description: (user: UserListItem) => string;
  confirmLabel: string;
  perform: (client: ApiClient, user: UserListItem) => Promise<{ message: string; user?: UserDetail }>;
}

export const USER_CALL_ACTIONS: readonly UserCallAction[] = [
  {
    key: 'activate',
    label: 'Activate',
    endpoint: activateUser,
    event: { type: 'user.activate' },
    tone: 'primary',
    title: (user) => `Activate ${user.name}?`,
    description: (user) =>
      user.has_password
        ? `${user.name} can sign in again with their password.`
        : `${user.name} has not set a password yet: they sign in once they have set one from the e-mailed link.`,
    confirmLabel: 'Activate',
    perform: (client, user) => client.call(activateUser, { params: { id: user.id } }),
  },
  {
    key: 'deactivate',
    label: 'Deactivate',
    endpoint: deactivateUser,
    event: { type: 'user.deactivate' },
    tone: 'secondary',
    title: (user) => `Deactivate ${user.name}?`,
    description: (user) =>
      `${user.name} is signed out everywhere on their next click and cannot sign in until an admin activates the account again. Nothing of theirs is deleted.`,
    confirmLabel: 'Deactivate',
    perform: (client, user) => client.call(deactivateUser, { params: { id: user.id } }),
  },
  {
    key: 'resend',
    label: 'Re-send password link',
    endpoint: resendPasswordLink,
    tone: 'secondary',
    title: (user) => `Send ${user.name} a new password link?`,
    description: (user) =>
      `${user.email} gets an e-mail with a new one-time link to set a password; earlier links stop working. The message is in the mail outbox too.`,
    confirmLabel: 'Send link',
    perform: (client, user) => client.call(resendPasswordLink, { params: { id: user.id } }),
  },
  {
    key: 'delete',
    label: 'Delete',
    endpoint: deleteUser,
    event: { type: 'user.delete' },
    tone: 'danger',
    title: (user) => `Delete ${user.name}?`,
    description: (user) =>
      `${user.name} (${user.email}) can no longer sign in, and the account leaves every list for good; what they did stays on record. A key account manager who still owns clients cannot be deleted.`,
    confirmLabel: 'Delete user',
    perform: (client, user) => client.call(deleteUser, { params: { id: user.id } }),
  },
];

export const userCallAction = (key: UserCallAction['key']) =>
  USER_CALL_ACTIONS.find((action) => action.key === key) as UserCallAction;

export const USER_ACTION_LABELS: Record<UserActionKey, string> = {
  edit: 'Edit',
  ...(Object.fromEntries(USER_CALL_ACTIONS.map((action) => [action.key, action.label])) as Record<
    UserCallAction['key'],
    string
  >),
};

/** The actions `permissions` offers on `user`, in the order the screens list them. */
export function offeredUserActions(
  user: UserListItem,
  permissions: Permissions,
  signedInId: number | undefined,
): UserActionKey[] {
  const own = isOwnAccount(user, signedInId);
  const offered: UserActionKey[] = [];
  if (permissions.mayCall(updateUser)) offered.push('edit');
  for (const action of USER_CALL_ACTIONS) {
    if (own && (action.key === 'deactivate' || action.key === 'delete')) continue;
    const allowed = action.event
      ? permissions.mayDo(action.endpoint, userMachine, user.status, action.event)
      : permissions.mayCall(action.endpoint);
    if (allowed) offered.push(action.key);
  }
  return offered;
}
