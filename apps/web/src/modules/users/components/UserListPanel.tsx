import type { UserListItem } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useEffect } from 'react';
import { FilterDisclosure } from '../../kit/list/FilterDisclosure.tsx';
import { countText, PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import type { UserActionKey } from '../user-actions.ts';
import {
  activeUserFilterCount,
  fetchUserPage,
  NO_USER_FILTERS,
  ROLE_FILTER_CHOICES,
  STATUS_FILTER_CHOICES,
  USER_FILTER_PARAMS,
  USER_LIST_TEXT,
  USERS_PAGE_SIZE,
  type UserFilters,
  type UserRoleFilter,
  type UserStatusFilter,
} from '../user-list.ts';
import { UserTable } from './UserTable.tsx';

const userListMachine = createListMachine<UserListItem, UserFilters>();

export type UserListPanelProps = {
  signedInId: number | undefined;
  actionsOf: (user: UserListItem) => UserActionKey[];
  onAction: (key: UserActionKey, user: UserListItem) => void;
  /** Goes up after each change made on the screen (an add, an action): the list reads its page again. */
  generation: number;
};

/**
 * The staff accounts of /user-management, searched (name, e-mail), filtered by role and status and paged, all in
 * the address (kit/list). Each row's Actions menu opens the screen's dialogs.
 */
export function UserListPanel({ signedInId, actionsOf, onAction, generation }: UserListPanelProps) {
  const list = useList(
    userListMachine,
    fetchUserPage,
    { limit: USERS_PAGE_SIZE, filters: NO_USER_FILTERS },
    { filterParams: USER_FILTER_PARAMS },
  );
  const { refresh } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the page again after each change, not on mount
  useEffect(() => {
    if (generation > 0) refresh();
  }, [generation]);

  const set = (patch: Partial<UserFilters>) => list.changeFilters({ ...list.filters, ...patch });
  const filtered = activeUserFilterCount(list.filters) > 0;
  const filters = (
    <FilterDisclosure active={activeUserFilterCount(list.filters)}>
      <Select<UserRoleFilter>
        label="Role"
        items={ROLE_FILTER_CHOICES}
        value={list.filters.role}
        onValueChange={(role) => set({ role: role ?? 'all' })}
      />
      <Select<UserStatusFilter>
        label="Status"
        items={STATUS_FILTER_CHOICES}
        value={list.filters.status}
        onValueChange={(status) => set({ status: status ?? 'all' })}
      />
      {filtered ? (
        <Button variant="secondary" onClick={() => list.changeFilters(NO_USER_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </FilterDisclosure>
  );
  const count =
    list.status === 'succeeded' || (list.status === 'loading' && list.items.length > 0) ? (
      <Box role="status">
        <Text size="sm" tone="secondary">
          {`${countText(list.total, list.totalCapped)} ${list.total === 1 && !list.totalCapped ? 'user' : 'users'}`}
        </Text>
      </Box>
    ) : null;
  // With filters and no search typed, the empty list says no user matches rather than that there are none.
  const text =
    filtered && list.search.trim() === ''
      ? {
          ...USER_LIST_TEXT,
          empty: { title: 'No users match these filters', description: 'Choose another role or status.' },
        }
      : USER_LIST_TEXT;
  return (
    <PagedListPanel list={list} text={text} searchHint="Name or e-mail" filters={filters}>
      {({ items, loading, empty }) => (
        <Stack space="sm">
          {count}
          <UserTable
            users={items}
            loading={loading}
            empty={empty}
            signedInId={signedInId}
            actionsOf={actionsOf}
            onAction={onAction}
          />
        </Stack>
      )}
    </PagedListPanel>
  );
}
