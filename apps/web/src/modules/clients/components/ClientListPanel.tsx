import type { ClientListItem, KeyAccountManager } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { Select } from '@ooh/ui/select';
import { Text } from '@ooh/ui/text';
import { forwardRef, useImperativeHandle } from 'react';
import { NAME_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { editDeleteColumn } from '../../kit/list/edit-delete-column.tsx';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import {
  CLIENT_FILTER_PARAMS,
  CLIENT_LIST_TEXT,
  CLIENTS_PAGE_SIZE,
  clientProfileHref,
  fetchClientPage,
  kamQuery,
  NO_CLIENT_FILTERS,
  NO_OWNED_CLIENTS,
} from '../client-list.ts';
import { kamFilterChoices } from '../kam-choices.ts';

const clientListMachine = createListMachine<ClientListItem, typeof NO_CLIENT_FILTERS>();

export type ClientListPanelProps = {
  managers: readonly KeyAccountManager[] | undefined;
  /** Offered on each row when the reader may change clients (admins); a manager reads only. */
  onEdit?: ((client: ClientListItem) => void) | undefined;
  onDelete?: ((client: ClientListItem) => void) | undefined;
};

/** What the page may ask of the list: load the current page again after a change. */
export interface ClientListHandle {
  refresh: () => void;
}

/**
 * The clients of /client-management: searched, paged and filtered by key account manager (kept in the address);
 * each company links to its profile.
 */
export const ClientListPanel = forwardRef<ClientListHandle, ClientListPanelProps>(function ClientListPanel(
  { managers, onEdit, onDelete },
  ref,
) {
  const list = useList(
    clientListMachine,
    fetchClientPage,
    { limit: CLIENTS_PAGE_SIZE, filters: NO_CLIENT_FILTERS },
    { filterParams: CLIENT_FILTER_PARAMS },
  );
  useImperativeHandle(ref, () => ({ refresh: list.refresh }), [list.refresh]);
  const kam = kamQuery(list.filters.kam);
  const chosen = kam === 'all' ? 'all' : String(kam);

  const columns: DataTableColumn<ClientListItem>[] = [
    {
      id: 'company',
      header: 'Company',
      // A company name on one or two lines at 390 px, not a tower of words: the table scrolls sideways instead.
      minWidth: NAME_MIN_WIDTH,
      cell: (client) => <Link href={clientProfileHref(client.id)}>{client.company_name}</Link>,
    },
    { id: 'contact', header: 'Contact', minWidth: '8rem', cell: (client) => client.contact_name },
    { id: 'email', header: 'E-mail', minWidth: '14rem', cell: (client) => client.email, hideable: true },
    { id: 'phone', header: 'Phone', cell: (client) => client.phone ?? '—', hideable: true },
    { id: 'industry', header: 'Industry', cell: (client) => client.industry ?? '—', hideable: true },
    {
      id: 'kam',
      header: 'Key account manager',
      cell: (client) =>
        client.key_account_manager?.name ?? (
          <Text as="span" tone="secondary">
            None yet
          </Text>
        ),
    },
    ...editDeleteColumn<ClientListItem>({ nameOf: (client) => client.company_name, onEdit, onDelete }),
  ];

  // One filter: it fits beside the search on a phone too (no FilterDisclosure).
  const filters = (
    <Select
      label="Key account manager"
      items={kamFilterChoices(managers ?? [])}
      value={chosen}
      onValueChange={(value) => list.changeFilters({ kam: !value || value === 'all' ? '' : value })}
      {...(managers ? {} : { hint: 'Loading key account managers…' })}
    />
  );
  // Filtered and not searched, an empty list says so about the owner rather than that there are no clients.
  const text =
    kam !== 'all' && list.search.trim() === ''
      ? { ...CLIENT_LIST_TEXT, empty: kam === 'none' ? NO_OWNED_CLIENTS.none : NO_OWNED_CLIENTS.kam }
      : CLIENT_LIST_TEXT;
  return (
    <PagedListPanel list={list} text={text} searchHint="Company, contact or e-mail" filters={filters}>
      {({ items, loading, empty }) => (
        <DataTable
          label="Clients"
          columns={columns}
          rows={items}
          rowKey={(client) => String(client.id)}
          rowLabel={(client) => client.company_name}
          loading={loading}
          empty={empty}
        />
      )}
    </PagedListPanel>
  );
});
