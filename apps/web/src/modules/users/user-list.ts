import { fetchAllUsers, ROLE_LABELS, STAFF_ROLES, type StaffRole, type UserListItem } from '@ooh/api';
import { href } from '@ooh/api/routes';
import type { FilterParams } from '../kit/list/list-params.ts';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import type { FetchPage } from '../kit/list/use-list.ts';

/** The two tabs of /user-management: the staff accounts, and the mail the server wrote (admins read links there). */
export type UserTab = 'users' | 'outbox';
export const USER_TAB_VALUES: readonly UserTab[] = ['users', 'outbox'];

export const USERS_PAGE_SIZE = 20;

export type UserStatusFilter = 'all' | 'active' | 'inactive';
export type UserRoleFilter = 'all' | StaffRole;

/** The filters beside the search (which looks through name and e-mail), in the address as `role` and `status`. */
export interface UserFilters extends Record<string, unknown> {
  role: UserRoleFilter;
  status: UserStatusFilter;
}

export const NO_USER_FILTERS: UserFilters = { role: 'all', status: 'all' };

export const USER_FILTER_PARAMS: FilterParams<UserFilters> = {
  role: { choices: ['all', ...STAFF_ROLES] },
  status: { choices: ['all', 'active', 'inactive'] },
};

export const ROLE_FILTER_CHOICES: { value: UserRoleFilter; label: string }[] = [
  { value: 'all', label: 'All roles' },
  ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

export const STATUS_FILTER_CHOICES: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function activeUserFilterCount(filters: UserFilters): number {
  return (filters.role !== 'all' ? 1 : 0) + (filters.status !== 'all' ? 1 : 0);
}

/** The list call's query: a blank search and "all" filters left out. */
export function userQuery(page: number, limit: number, search: string, filters: UserFilters) {
  const text = search.trim();
  return {
    page,
    limit,
    ...(text ? { search: text } : {}),
    ...(filters.role !== 'all' ? { role: filters.role } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
  };
}

export const fetchUserPage: FetchPage<UserListItem, UserFilters> = async (
  client,
  { page, limit, search, filters },
  signal,
) => {
  const answer = await client.call(fetchAllUsers, {
    query: userQuery(page, limit, search, filters),
    signal,
  });
  return {
    items: answer.users,
    total: answer.total,
    allTotal: answer.allTotal,
    totalCapped: answer.totalCapped,
  };
};

export const USER_LIST_TEXT: ListText = {
  name: 'Users',
  fallback: fetchAllUsers.errorMessage,
  empty: {
    title: 'No users yet',
    description: 'Add a user: they get an e-mail with a link to set their password.',
  },
  noMatch: {
    title: 'No users match',
    description: (search) => `No users match “${search}”. Try part of a name or an e-mail address.`,
  },
};

/** A user's profile (docs/domain.md "People management screens": the spec's path takes the id as `?id=`). */
export const userProfileHref = (id: number) => href('/view-user-profile', {}, { id });

/** Whether the account is the signed-in user's own (an admin may not deactivate or delete it). */
export const isOwnAccount = (user: Pick<UserListItem, 'id'>, signedInId: number | undefined) =>
  signedInId !== undefined && user.id === signedInId;
