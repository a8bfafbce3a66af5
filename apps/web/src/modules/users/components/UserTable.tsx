import type { UserListItem } from '@ooh/api';
import { userStatusTone } from '@ooh/machines/user';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { Menu } from '@ooh/ui/menu';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import type { ReactNode } from 'react';
import { formatDate } from '../../briefs/format.ts';
import { USER_ACTION_LABELS, type UserActionKey } from '../user-actions.ts';
import { userProfileHref } from '../user-list.ts';

export type UserTableProps = {
  users: UserListItem[];
  loading: boolean;
  empty: ReactNode;
  /** The signed-in user's id: their row says "You". */
  signedInId: number | undefined;
  /** The actions offered on a row (none: no Actions column). */
  actionsOf: (user: UserListItem) => UserActionKey[];
  onAction: (key: UserActionKey, user: UserListItem) => void;
};

export const USER_STATUS_LABELS = { active: 'Active', inactive: 'Inactive' } as const;

/** A user's status as a badge, and "no password yet" until they have set one. */
export function UserStatus({ user }: { user: Pick<UserListItem, 'status' | 'has_password'> }) {
  return (
    <Stack space="xs">
      <StatusBadge tone={userStatusTone[user.status]} label={USER_STATUS_LABELS[user.status]} />
      {user.has_password ? null : (
        <Text size="sm" tone="secondary">
          No password yet
        </Text>
      )}
    </Stack>
  );
}

function columns({ signedInId, actionsOf, onAction }: UserTableProps): DataTableColumn<UserListItem>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      hideable: false,
      minWidth: '12rem',
      cell: (user) => (
        <Stack space="xs">
          <Link href={userProfileHref(user.id)}>{user.name}</Link>
          <Text size="sm" tone="secondary">
            {user.id === signedInId ? `${user.email} · You` : user.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'role', header: 'Role', cell: (user) => user.role_label },
    { id: 'status', header: 'Status', cell: (user) => <UserStatus user={user} /> },
    { id: 'phone', header: 'Phone', cell: (user) => user.phone ?? '—' },
    { id: 'created', header: 'Added', cell: (user) => formatDate(user.created_at.slice(0, 10)) },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'end',
      cell: (user) => {
        const offered = actionsOf(user);
        if (offered.length === 0) return null;
        return (
          <Menu
            label={`Actions for ${user.name}`}
            size="sm"
            placement="bottom-end"
            items={offered.map((key) => ({
              value: key,
              label: USER_ACTION_LABELS[key],
              ...(key === 'delete' ? { tone: 'danger' as const } : {}),
            }))}
            onSelect={(value) => onAction(value as UserActionKey, user)}
          >
            Actions
          </Menu>
        );
      },
    },
  ];
}

/**
 * One page of staff accounts; a user's name opens the profile. The rows are not clickable themselves: the
 * Actions menu is portalled, and a click on its items would reach the row through React's tree.
 */
export function UserTable(props: UserTableProps) {
  return (
    <DataTable
      label="Users"
      columns={columns(props)}
      rows={props.users}
      rowKey={(user) => String(user.id)}
      rowLabel={(user) => user.name}
      loading={props.loading}
      skeletonRows={5}
      empty={props.empty}
    />
  );
}
