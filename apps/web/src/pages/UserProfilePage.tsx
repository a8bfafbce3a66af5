import { fetchUserDetails, parseId, type UserDetail } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useLocation, useSearchParams } from 'wouter';
import { formatDateTime } from '../modules/briefs/format.ts';
import { Callout } from '../modules/kit/callout/Callout.tsx';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../modules/kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import { useRecord } from '../modules/kit/record/use-record.ts';
import { useSession } from '../modules/session/SessionContext.tsx';
import { useUserActionsHost } from '../modules/users/components/UserActionsHost.tsx';
import { UserStatus } from '../modules/users/components/UserTable.tsx';
import { offeredUserActions, USER_ACTION_LABELS } from '../modules/users/user-actions.ts';
import { isOwnAccount } from '../modules/users/user-list.ts';

const LIST = href('/user-management');

/** The pending password-set link in words: when it was sent and until when it works, or that it has run out. */
export function passwordLinkText(link: UserDetail['password_link']): string {
  if (!link) return 'None pending';
  return link.expired
    ? `Sent ${formatDateTime(link.sent_at)}; expired ${formatDateTime(link.expires_at)}`
    : `Sent ${formatDateTime(link.sent_at)}; works until ${formatDateTime(link.expires_at)}`;
}

/**
 * /view-user-profile?id= (admins and managers; docs/domain.md "People management screens": the spec's path has no
 * id, so it is the address's `id`): one staff account, its role, status, phone, dates, its pending password
 * link and the clients it owns as key account manager. Admins change it here as on the list; managers read it.
 */
export function UserProfilePage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id') ?? undefined);
  const { load, applyChange } = useRecord(fetchUserDetails, id === null ? null : { params: { id } });
  const permissions = usePermissions();
  const signedInId = useSession().user?.userId;
  const [, navigate] = useLocation();
  const mayList = permissions.mayOpen(LIST);
  const actions = useUserActionsHost((change) => {
    if (change.key === 'delete') navigate(LIST);
    else if (change.user) {
      const user = change.user;
      applyChange(() => ({ user }));
    }
  });
  useDocumentTitle(load.status === 'succeeded' ? [load.record.user.name] : null);

  if (load.status !== 'succeeded')
    return (
      <RecordLoadState
        load={load}
        title="User profile"
        noun="user"
        notFoundDescription="This user does not exist, or was deleted."
        back={
          mayList ? { href: LIST, label: 'Back to the users' } : { href: href('/'), label: 'Back to start' }
        }
        fallbackMessage={fetchUserDetails.errorMessage}
      />
    );

  const { user } = load.record;
  const offered = offeredUserActions(user, permissions, signedInId);
  const own = isOwnAccount(user, signedInId);
  return (
    <Stack space="xl">
      <Stack space="md">
        <PageHeader
          title={user.name}
          description={`${user.role_label} · ${user.email}`}
          actions={
            offered.length > 0 ? (
              <Inline space="sm" alignY="center">
                {offered.map((key) => (
                  <Button
                    key={key}
                    variant={key === 'delete' ? 'danger' : key === 'activate' ? 'primary' : 'secondary'}
                    onClick={() => actions.open(key, user)}
                  >
                    {key === 'edit' ? 'Edit user' : USER_ACTION_LABELS[key]}
                  </Button>
                ))}
              </Inline>
            ) : undefined
          }
        />
        <Inline space="md" alignY="center">
          <UserStatus user={user} />
          {mayList ? <Link href={LIST}>Back to the users</Link> : null}
        </Inline>
        {offered.length === 0 ? (
          <Callout tone="info" role="status">
            Only an admin can change an account: you can read it here.
          </Callout>
        ) : null}
        {own ? (
          <Text size="sm" tone="secondary">
            This is your own account: another admin can deactivate or delete it, you cannot.
          </Text>
        ) : null}
      </Stack>
      <Card title="Account">
        <DescriptionList
          items={[
            { term: 'Role', description: user.role_label },
            { term: 'E-mail', description: user.email },
            { term: 'Phone', description: user.phone ?? 'Not given' },
            { term: 'Added', description: formatDateTime(user.created_at) },
            { term: 'Last changed', description: formatDateTime(user.updated_at) },
            { term: 'Password', description: user.has_password ? 'Set' : 'Not set yet' },
            { term: 'Password link', description: passwordLinkText(user.password_link) },
            {
              term: 'Clients owned',
              description:
                user.role === 'key_account_manager' || user.clients_owned > 0
                  ? `${user.clients_owned} ${user.clients_owned === 1 ? 'client' : 'clients'} as key account manager`
                  : 'None (not a key account manager)',
            },
          ]}
        />
      </Card>
      {actions.dialog}
    </Stack>
  );
}
