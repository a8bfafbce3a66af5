import { addUser, fetchMailOutbox } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Tabs } from '@ooh/ui/tabs';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { useTabParam } from '../modules/kit/list/use-tab-param.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { useSession } from '../modules/session/SessionContext.tsx';
import { MailOutbox } from '../modules/users/components/MailOutbox.tsx';
import { useUserActionsHost } from '../modules/users/components/UserActionsHost.tsx';
import { UserFormDialog } from '../modules/users/components/UserFormDialog.tsx';
import { UserListPanel } from '../modules/users/components/UserListPanel.tsx';
import { offeredUserActions } from '../modules/users/user-actions.ts';
import { USER_TAB_VALUES, type UserTab } from '../modules/users/user-list.ts';

const TABS: { value: UserTab; label: string }[] = [
  { value: 'users', label: 'Users' },
  { value: 'outbox', label: 'Mail outbox' },
];

/**
 * /user-management (admins): the staff accounts, searched, filtered by role and status and paged in the address;
 * add a user (who is e-mailed a password link), edit, activate or deactivate, re-send the link and delete, each
 * with its confirmation; and the mail outbox, where the links can be read (docs/domain.md "People management
 * screens").
 */
export function UserManagementPage() {
  const [tab, changeTab] = useTabParam<UserTab>(USER_TAB_VALUES);
  const permissions = usePermissions();
  const signedInId = useSession().user?.userId;
  const [adding, setAdding] = useState(false);
  // A change made here: the list reads its page again, the outbox mounts again.
  const [generation, setGeneration] = useState(0);
  const changed = () => setGeneration((value) => value + 1);
  const actions = useUserActionsHost(changed);
  const mayAdd = permissions.mayCall(addUser);
  const tabs = TABS.filter((item) => item.value !== 'outbox' || permissions.mayCall(fetchMailOutbox));

  return (
    <Stack space="lg">
      <PageHeader
        title="User management"
        description="Who can sign in to the back office, with which role."
        actions={mayAdd ? <Button onClick={() => setAdding(true)}>Add user</Button> : undefined}
      />
      <Tabs
        label="User management"
        value={tab}
        onValueChange={(value) => changeTab(value as UserTab)}
        items={tabs}
      >
        {() =>
          tab === 'outbox' ? (
            <MailOutbox key={generation} />
          ) : (
            <UserListPanel
              signedInId={signedInId}
              actionsOf={(user) => offeredUserActions(user, permissions, signedInId)}
              onAction={actions.open}
              generation={generation}
            />
          )
        }
      </Tabs>
      {adding ? (
        <UserFormDialog
          onClose={() => setAdding(false)}
          onSaved={({ message, user }) => {
            setAdding(false);
            notify.success({ title: message || 'User added', description: `${user.name} · ${user.email}` });
            changed();
          }}
        />
      ) : null}
      {actions.dialog}
    </Stack>
  );
}

// A user's profile loads with the list (one lazy module for both routes, as the site screens do).
export { UserProfilePage } from './UserProfilePage.tsx';
