import {
  type ClientProfile,
  deleteClient,
  fetchClientProfile,
  fetchKeyAccountManagers,
  parseId,
  updateClient,
} from '@ooh/api';
import { href } from '@ooh/api/routes';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { formatDate, formatDateTime } from '../modules/briefs/format.ts';
import { ClientFormDialog } from '../modules/clients/components/ClientFormDialog.tsx';
import { DeleteClientDialog } from '../modules/clients/components/DeleteClientDialog.tsx';
import { useKeyAccountManagers } from '../modules/clients/hooks/use-key-account-managers.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../modules/kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import { useRecord } from '../modules/kit/record/use-record.ts';

const BACK = { href: '/client-management', label: 'Back to clients' };
const orDash = (value: string | null) => value || '—';

/** The brief list tabs by the statuses a profile counts (the list screen names a pending brief "new"). */
const BRIEF_COUNTS = [
  { status: 'pending', tab: 'new', label: 'New' },
  { status: 'approved', tab: 'approved', label: 'Approved' },
  { status: 'rejected', tab: 'rejected', label: 'Rejected' },
] as const;

type Dialog = 'edit' | 'owner' | 'delete' | null;

/**
 * /view-client-profile?id= (admins and managers; the spec's route carries no id, so the id is in the query, as on
 * /view-user-profile): the client's profile, its key account manager, its briefs by status and its running
 * campaigns. An admin edits, reassigns and deletes; a manager reads (docs/domain.md "Clients").
 */
export function ClientProfilePage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id') ?? undefined);
  const record = useRecord(fetchClientProfile, id === null ? null : { params: { id } });
  const client = record.load.status === 'succeeded' ? record.load.record.client : null;
  useDocumentTitle(client ? [client.company_name] : null);
  if (record.load.status !== 'succeeded')
    return (
      <RecordLoadState
        load={record.load}
        title="Client profile"
        noun="client"
        notFoundDescription="This client does not exist or was deleted."
        back={BACK}
        fallbackMessage={fetchClientProfile.errorMessage}
      />
    );
  return (
    <ClientProfileView
      client={record.load.record.client}
      onChange={(changed) => record.applyChange(() => ({ client: changed }))}
    />
  );
}

function ClientProfileView({
  client,
  onChange,
}: {
  client: ClientProfile;
  onChange: (client: ClientProfile) => void;
}) {
  const permissions = usePermissions();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayEdit = permissions.mayCall(updateClient);
  const mayReassign = mayEdit && permissions.mayCall(fetchKeyAccountManagers);
  const mayDelete = permissions.mayCall(deleteClient);
  const kams = useKeyAccountManagers(mayReassign);
  const mayOpenBriefs = permissions.mayOpen('/brief');
  const briefsHref = (tab: string) => href('/brief', {}, { tab, search: client.company_name });

  return (
    <Stack space="lg">
      <PageHeader
        title={client.company_name}
        description={client.industry ?? undefined}
        actions={
          mayEdit || mayDelete ? (
            <Inline space="sm">
              {mayEdit ? (
                <Button variant="secondary" onClick={() => setDialog('edit')}>
                  Edit
                </Button>
              ) : null}
              {mayDelete ? (
                <Button variant="secondary" onClick={() => setDialog('delete')}>
                  Delete
                </Button>
              ) : null}
            </Inline>
          ) : undefined
        }
      />
      <Card title="Profile">
        <DescriptionList
          aria-label={`Profile of ${client.company_name}`}
          items={[
            { term: 'Contact person', description: client.contact_name },
            { term: 'E-mail', description: client.email },
            { term: 'Phone', description: orDash(client.phone) },
            { term: 'Industry', description: orDash(client.industry) },
            { term: 'Address', description: orDash(client.address) },
            { term: 'Registered', description: formatDateTime(client.created_at) },
          ]}
        />
      </Card>
      <Card
        title="Key account manager"
        actions={
          mayReassign ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDialog('owner')}
              disabled={!kams.managers}
            >
              Change key account manager
            </Button>
          ) : undefined
        }
      >
        <Text>
          {client.key_account_manager ? (
            permissions.mayOpen('/view-user-profile') ? (
              // The owner's account (admins and managers): the way a manager reaches user profiles.
              <Link href={href('/view-user-profile', {}, { id: client.key_account_manager.id })}>
                {client.key_account_manager.name}
              </Link>
            ) : (
              client.key_account_manager.name
            )
          ) : (
            'No key account manager owns this client yet.'
          )}
        </Text>
      </Card>
      <Card title="Briefs">
        <DescriptionList
          aria-label={`Briefs of ${client.company_name}`}
          columns={[2, 4]}
          items={[
            { term: 'All briefs', description: String(client.briefs.total) },
            ...BRIEF_COUNTS.map(({ status, tab, label }) => {
              const count = String(client.briefs.by_status[status]);
              return {
                term: label,
                // A link to the brief list's tab, searched for the client, for the roles that may open it.
                description: mayOpenBriefs ? (
                  <Link href={briefsHref(tab)}>{`${count} ${label.toLowerCase()}`}</Link>
                ) : (
                  count
                ),
              };
            }),
          ]}
        />
      </Card>
      <Card title="Running campaigns">
        {client.campaigns.active === 0 ? (
          <Text tone="secondary">No campaign is running for this client.</Text>
        ) : (
          <Stack space="sm">
            <Text>
              {client.campaigns.active === 1
                ? '1 campaign is running.'
                : `${client.campaigns.active} campaigns are running.`}
              {client.campaigns.active > client.campaigns.items.length
                ? ` The newest ${client.campaigns.items.length} are listed.`
                : ''}
            </Text>
            <ul aria-label={`Running campaigns of ${client.company_name}`}>
              {client.campaigns.items.map((campaign) => {
                const details = href('/campaign-details/{brief_id}', { brief_id: campaign.brief_id });
                const dates = `${formatDate(campaign.start_date)} – ${formatDate(campaign.end_date)}`;
                return (
                  <li key={campaign.brief_id}>
                    <Text as="span">
                      {permissions.mayOpen(details) ? (
                        <Link href={details}>{campaign.name}</Link>
                      ) : (
                        campaign.name
                      )}
                      {` · ${campaign.brief_number} · ${dates}`}
                    </Text>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
      </Card>
      {dialog === 'edit' || dialog === 'owner' ? (
        <ClientFormDialog
          client={client}
          managers={mayReassign ? kams.managers : undefined}
          ownerOnly={dialog === 'owner'}
          onClose={() => setDialog(null)}
          onSaved={({ message, client: saved }) => {
            setDialog(null);
            notify.success({ title: message });
            onChange(saved);
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteClientDialog
          client={client}
          onClose={() => setDialog(null)}
          onDeleted={(message) => {
            setDialog(null);
            notify.success({ title: message });
            navigate('/client-management');
          }}
        />
      ) : null}
    </Stack>
  );
}
