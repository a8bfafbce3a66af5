import {
  type ClientListItem,
  type ClientProfile,
  deleteClient,
  errorMessage,
  fetchClientProfile,
  fetchKeyAccountManagers,
  registerClient,
  updateClient,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { notify } from '@ooh/ui/toast';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../modules/api/ApiClientContext.tsx';
import { clientProfileHref } from '../modules/clients/client-list.ts';
import { ClientFormDialog } from '../modules/clients/components/ClientFormDialog.tsx';
import { type ClientListHandle, ClientListPanel } from '../modules/clients/components/ClientListPanel.tsx';
import { DeleteClientDialog } from '../modules/clients/components/DeleteClientDialog.tsx';
import { useKeyAccountManagers } from '../modules/clients/hooks/use-key-account-managers.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';

type Editing = { mode: 'register' } | { mode: 'edit'; client: ClientProfile } | null;

/**
 * /client-management (admins and managers; docs/domain.md "Clients"): every client with its key account manager,
 * searched, filtered by KAM and paged in the address. An admin registers (choosing the KAM), edits and deletes;
 * a manager reads. Each company opens its profile.
 */
export function ClientManagementPage() {
  const permissions = usePermissions();
  const api = useApiClient();
  const [, navigate] = useLocation();
  const list = useRef<ClientListHandle>(null);
  const kams = useKeyAccountManagers(permissions.mayCall(fetchKeyAccountManagers));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ClientListItem | null>(null);
  const mayRegister = permissions.mayCall(registerClient);
  const mayEdit = permissions.mayCall(updateClient);
  const mayDelete = permissions.mayCall(deleteClient);
  // Only an admin chooses the owner (a KAM owns what they register); the server checks it again.
  const ownerPicker = permissions.mayCall(fetchKeyAccountManagers) ? kams.managers : undefined;

  // The form edits the whole profile (the address is not in the list): it opens once the profile is read.
  const handleEdit = async (row: ClientListItem) => {
    try {
      const { client } = await api.call(fetchClientProfile, { params: { id: row.id } });
      setEditing({ mode: 'edit', client });
    } catch (error) {
      notify.error({
        title: `${row.company_name} could not be opened`,
        description: errorMessage(error, fetchClientProfile.errorMessage),
      });
    }
  };
  const changed = (message: string) => {
    notify.success({ title: message });
    list.current?.refresh();
    kams.reload();
  };

  return (
    <Stack space="lg">
      <PageHeader
        title="Client management"
        description="The companies that brief campaigns, each with the key account manager who owns it."
        actions={
          mayRegister ? (
            <Button onClick={() => setEditing({ mode: 'register' })}>Register client</Button>
          ) : undefined
        }
      />
      <ClientListPanel
        ref={list}
        managers={kams.managers}
        onEdit={mayEdit ? handleEdit : undefined}
        onDelete={mayDelete ? setDeleting : undefined}
      />
      {editing ? (
        <ClientFormDialog
          {...(editing.mode === 'edit' ? { client: editing.client } : {})}
          managers={ownerPicker}
          onClose={() => setEditing(null)}
          onSaved={({ message, client }) => {
            setEditing(null);
            changed(message);
            if (editing.mode === 'register') navigate(clientProfileHref(client.id));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteClientDialog
          client={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            changed(message);
          }}
        />
      ) : null}
    </Stack>
  );
}

// A client's profile loads with the list (one lazy module for the two routes, as the site screens do).
export { ClientProfilePage } from './ClientProfilePage.tsx';
