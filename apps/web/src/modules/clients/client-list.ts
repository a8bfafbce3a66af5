import { type ClientListItem, fetchAllClients } from '@ooh/api';
import { href } from '@ooh/api/routes';
import type { FilterParams } from '../kit/list/list-params.ts';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import type { FetchPage } from '../kit/list/use-list.ts';

/**
 * The client list of /client-management (issue 17; docs/domain.md "Clients"): by company, searched, paged and
 * filtered by key account manager, all of it in the address.
 */

/** The owner filter as the address keeps it: '' (every client), 'none' (no owner yet) or a KAM's user id. */
export interface ClientFilters extends Record<string, unknown> {
  kam: string;
}

export const NO_CLIENT_FILTERS: ClientFilters = { kam: '' };
export const CLIENT_FILTER_PARAMS: FilterParams<ClientFilters> = { kam: 'text' };

export const CLIENTS_PAGE_SIZE = 10;

/** The list call's `kam`: 'all' unless the filter names 'none' or a KAM (anything else in the address is all). */
export function kamQuery(filter: string): 'all' | 'none' | number {
  if (filter === 'none') return 'none';
  return /^[1-9][0-9]{0,9}$/.test(filter) && Number(filter) <= 2_147_483_647 ? Number(filter) : 'all';
}

export const fetchClientPage: FetchPage<ClientListItem, ClientFilters> = async (
  client,
  { page, limit, search, filters },
  signal,
) => {
  const text = search.trim();
  const answer = await client.call(fetchAllClients, {
    // Client management shows every client unless filtered: the screen is the admin's and the manager's, who own none.
    query: { page, limit, kam: kamQuery(filters.kam), ...(text ? { search: text } : {}) },
    signal,
  });
  return {
    items: answer.clients,
    total: answer.total,
    allTotal: answer.allTotal,
    totalCapped: answer.totalCapped,
  };
};

export const CLIENT_LIST_TEXT: ListText = {
  name: 'Clients',
  fallback: fetchAllClients.errorMessage,
  empty: { title: 'No clients yet', description: 'Registered clients are listed here.' },
  noMatch: {
    title: 'No clients match',
    description: (search) => `No clients match “${search}”. Try part of a company, contact or e-mail.`,
  },
};

/** The filtered list's empty state: the chosen KAM owns no clients (or every client has an owner). */
export const NO_OWNED_CLIENTS = {
  none: {
    title: 'Every client has a key account manager',
    description: 'No client is waiting for an owner.',
  },
  kam: { title: 'No clients for this key account manager', description: 'Choose another, or all clients.' },
};

/** A client's profile: `?id=` as the user profile's (the spec's route carries no id). */
export const clientProfileHref = (id: number) => href('/view-client-profile', {}, { id });
