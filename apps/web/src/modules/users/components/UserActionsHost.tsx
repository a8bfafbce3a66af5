import type { UserDetail, UserListItem } from '@ooh/api';
import { notify } from '@ooh/ui/toast';
import { type ReactNode, useState } from 'react';
import { type UserActionKey, userCallAction } from '../user-actions.ts';
import { UserActionDialog } from './UserActionDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';

/** What an action did: which one, on which account, and the account as the server has it now (when it answers it). */
export type UserChange = { key: UserActionKey; previous: UserListItem; user?: UserDetail };

export interface UserActionsHost {
  /** Opens an action's dialog (the form for `edit`, a confirmation for the others). */
  open: (key: UserActionKey, user: UserListItem) => void;
  /** The open dialog, to render once on the screen. */
  dialog: ReactNode;
}

/**
 * One place that runs the account actions for a screen (the list's row menus, the profile's buttons): the dialog
 * of the chosen action, the toast with the server's message, and the change handed back to the screen.
 */
export function useUserActionsHost(onChanged: (change: UserChange) => void): UserActionsHost {
  const [open, setOpen] = useState<{ key: UserActionKey; user: UserListItem } | null>(null);
  const close = () => setOpen(null);
  let dialog: ReactNode = null;
  if (open?.key === 'edit')
    dialog = (
      <UserFormDialog
        user={open.user}
        onClose={close}
        onSaved={({ message, user }) => {
          close();
          notify.success({ title: message || 'User updated', description: user.name });
          onChanged({ key: 'edit', user, previous: open.user });
        }}
      />
    );
  else if (open)
    dialog = (
      <UserActionDialog
        key={`${open.key}-${open.user.id}`}
        action={userCallAction(open.key)}
        user={open.user}
        onClose={close}
        onDone={({ message, user }) => {
          close();
          notify.success({ title: message, description: open.user.name });
          onChanged({ key: open.key, previous: open.user, ...(user ? { user } : {}) });
        }}
      />
    );
  return { open: (key, user) => setOpen({ key, user }), dialog };
}
