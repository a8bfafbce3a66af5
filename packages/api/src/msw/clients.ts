import { HttpResponse } from 'msw';
import {
  CLIENT_MESSAGES,
  CLIENT_PROFILE_CAMPAIGNS,
  ClientInput,
  type ClientProfile,
  deleteClient,
  fetchAllClients,
  fetchClientProfile,
  fetchKeyAccountManagers,
  registerClient,
  updateClient,
} from '../contract/endpoints/clients.ts';
import type { StaffRole } from '../contract/roles.ts';
import type { HandlerOptions } from './auth.ts';
import { clientPage, type MockClient } from './brief-fixtures.ts';
import { type MockDb, nextId } from './db.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';

/**
 * Who the fake backend answers as: it cannot tell who asks (every story's token is the same), so the caller is a
 * handler option, the admin by default. It decides the `kam` default and the refusals a KAM meets.
 */
export interface ClientCaller {
  id: number;
  role: StaffRole;
}

export interface ClientHandlerOptions extends HandlerOptions {
  caller?: ClientCaller;
}

const ADMIN: ClientCaller = { id: 1, role: 'admin' };

const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  const message = Object.values(errors)[0] ?? issues[0]?.message ?? 'Invalid input';
  return errorResponse(400, { message, errors }) as never;
};

const queryOf = (url: URL) => Object.fromEntries(url.searchParams.entries());

/** A client's whole profile as the server answers it: its briefs counted by status, its running campaigns. */
export function clientProfileOf(db: MockDb, client: MockClient): ClientProfile {
  const briefs = db.briefs.filter((brief) => brief.client_id === client.id && brief.status !== 'deleted');
  const count = (status: string) => briefs.filter((brief) => brief.status === status).length;
  const running = db.campaigns
    .filter((campaign) => campaign.client_id === client.id && campaign.status === 'active')
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    ...client,
    briefs: {
      total: briefs.length,
      by_status: { pending: count('pending'), approved: count('approved'), rejected: count('rejected') },
    },
    campaigns: {
      active: running.length,
      items: running.slice(0, CLIENT_PROFILE_CAMPAIGNS).map((campaign) => ({
        brief_id: campaign.brief_id,
        brief_number: campaign.brief_number,
        name: campaign.name,
        start_date: campaign.start_date,
        end_date: campaign.end_date,
      })),
    },
  };
}

const liveKam = (db: MockDb, id: number) => db.keyAccountManagers.find((manager) => manager.id === id);
const emailTaken = (db: MockDb, email: string, except?: number) =>
  db.clients.some((client) => client.email === email && client.id !== except);

/**
 * The clients, as the server answers them (docs/domain.md "Clients"): the list with its `kam` filter, one
 * client's profile, register, edit, delete (409 while it has running campaigns or work under way) and the key
 * account managers who may own clients.
 */
export function clientHandlers(db: MockDb, options: ClientHandlerOptions = {}) {
  const { caller = ADMIN, ...rest } = options;
  const kamOf = (client: MockClient) => client.key_account_manager?.id ?? null;
  return [
    mockEndpoint(
      fetchAllClients,
      ({ url }) => {
        const parsed = fetchAllClients.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const kam = parsed.data.kam ?? (caller.role === 'key_account_manager' ? 'mine' : 'all');
        if (kam === 'mine' && caller.role !== 'key_account_manager')
          return invalid([{ path: ['kam'], message: CLIENT_MESSAGES.mineNotKam }]);
        return clientPage({ ...parsed.data, kam: kam === 'mine' ? caller.id : kam }, db.clients);
      },
      rest,
    ),
    mockEndpoint(
      fetchClientProfile,
      ({ params }) => {
        const client = db.clients.find((row) => row.id === Number(params.id));
        return client ? { client: clientProfileOf(db, client) } : notFound(CLIENT_MESSAGES.notFound);
      },
      rest,
    ),
    mockEndpoint(
      registerClient,
      ({ body }) => {
        const parsed = ClientInput.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data;
        let owner: number | null = input.key_account_manager_id ?? null;
        if (caller.role === 'key_account_manager') {
          if (owner !== null && owner !== caller.id)
            return errorResponse(403, CLIENT_MESSAGES.kamAssignsSelf) as never;
          owner = caller.id;
        }
        const manager = owner === null ? null : liveKam(db, owner);
        if (owner !== null && !manager)
          return invalid([{ path: ['key_account_manager_id'], message: CLIENT_MESSAGES.keyAccountManager }]);
        if (emailTaken(db, input.email)) return errorResponse(409, CLIENT_MESSAGES.emailTaken) as never;
        const client: MockClient = {
          id: nextId(db.clients, (row) => row.id),
          user_id: null,
          company_name: input.company_name,
          contact_name: input.contact_name,
          email: input.email,
          phone: input.phone,
          industry: input.industry,
          address: input.address,
          key_account_manager: manager ? { id: manager.id, name: manager.name } : null,
          created_at: new Date().toISOString(),
        };
        db.clients.push(client);
        return HttpResponse.json(
          { message: CLIENT_MESSAGES.registered(client.company_name), client: clientProfileOf(db, client) },
          { status: 201 },
        ) as never;
      },
      rest,
    ),
    mockEndpoint(
      updateClient,
      ({ params, body }) => {
        const client = db.clients.find((row) => row.id === Number(params.id));
        if (!client) return notFound(CLIENT_MESSAGES.notFound);
        const parsed = ClientInput.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data;
        const wanted = input.key_account_manager_id;
        if (caller.role === 'key_account_manager') {
          if (kamOf(client) !== caller.id) return errorResponse(403, CLIENT_MESSAGES.notYourClient) as never;
          if (wanted !== undefined && wanted !== caller.id)
            return errorResponse(403, CLIENT_MESSAGES.kamAssignsSelf) as never;
        }
        const manager = wanted === undefined || wanted === null ? null : liveKam(db, wanted);
        if (wanted !== undefined && wanted !== null && !manager)
          return invalid([{ path: ['key_account_manager_id'], message: CLIENT_MESSAGES.keyAccountManager }]);
        if (emailTaken(db, input.email, client.id))
          return errorResponse(409, CLIENT_MESSAGES.emailTaken) as never;
        Object.assign(client, {
          company_name: input.company_name,
          contact_name: input.contact_name,
          email: input.email,
          phone: input.phone,
          industry: input.industry,
          address: input.address,
          ...(wanted === undefined
            ? {}
            : { key_account_manager: manager ? { id: manager.id, name: manager.name } : null }),
        });
        return { message: CLIENT_MESSAGES.updated(client.company_name), client: clientProfileOf(db, client) };
      },
      rest,
    ),
    mockEndpoint(
      deleteClient,
      ({ params }) => {
        const index = db.clients.findIndex((row) => row.id === Number(params.id));
        const client = db.clients[index];
        if (!client) return notFound(CLIENT_MESSAGES.notFound);
        const briefIds = new Set(
          db.briefs.filter((brief) => brief.client_id === client.id).map((brief) => brief.id),
        );
        const refused = CLIENT_MESSAGES.deleteRefused(client.company_name, {
          campaigns: db.campaigns.filter((c) => c.client_id === client.id && c.status === 'active').length,
          briefs: db.briefs.filter((brief) => brief.client_id === client.id && brief.status === 'pending')
            .length,
          plans: db.plans.filter(
            (plan) => briefIds.has(plan.brief_id) && plan.status !== 'accepted' && plan.status !== 'lost',
          ).length,
        });
        if (refused) return errorResponse(409, refused) as never;
        db.clients.splice(index, 1);
        return { message: CLIENT_MESSAGES.deleted(client.company_name) };
      },
      rest,
    ),
    mockEndpoint(
      fetchKeyAccountManagers,
      () => ({
        managers: [...db.keyAccountManagers]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((manager) => ({
            ...manager,
            clients: db.clients.filter((client) => kamOf(client) === manager.id).length,
          })),
      }),
      rest,
    ),
  ];
}
