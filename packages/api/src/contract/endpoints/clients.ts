import { z } from 'zod';
import { BRIEF_STATUSES, INPUT_MESSAGES } from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { Id, IdParams, IsoDateTime, idOf, rawText, SearchPageQuery, text } from '../schemas.ts';

/**
 * Clients (issue 17; docs/domain.md "Clients"). A client company is owned by a key account manager (KAM): a KAM's
 * list defaults to their own clients, a KAM registers clients for themselves and edits only their own; an admin
 * registers, edits, reassigns and deletes any; a manager reads (DOMAIN: "read-mostly oversight").
 */

/** The forms' and the server's words. */
export const CLIENT_MESSAGES = {
  companyName: "Enter the client's company name",
  contactName: 'Enter the name of the contact person',
  email: 'Enter an e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailTaken: 'Another client already has this e-mail address',
  phone: 'A phone number may hold digits, spaces, +, ( ) and - only',
  keyAccountManager: 'Choose a key account manager from the list',
  notFound: 'Client not found',
  kam: 'Choose mine, all, none or a key account manager',
  mineNotKam:
    'Only a key account manager has clients of their own: choose all, none or a key account manager',
  notYourClient:
    'This client belongs to another key account manager: only they or an administrator can change it.',
  kamAssignsSelf:
    'A key account manager registers and edits clients for themselves: only an administrator can give a client to another key account manager.',
  registered: (company: string) => `${company} registered`,
  updated: (company: string) => `${company} updated`,
  deleted: (company: string) => `${company} deleted`,
  /**
   * Why a client cannot be deleted yet: its running campaigns (the rule), and work under way that would be
   * left without a client (new briefs, plans being built or reviewed). Null when nothing stands in the way.
   */
  deleteRefused: (company: string, open: { campaigns: number; briefs: number; plans: number }) => {
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const parts = [
      open.campaigns ? plural(open.campaigns, 'running campaign', 'running campaigns') : '',
      open.briefs ? plural(open.briefs, 'new brief', 'new briefs') : '',
      open.plans ? plural(open.plans, 'plan being built or reviewed', 'plans being built or reviewed') : '',
    ].filter(Boolean);
    if (parts.length === 0) return null;
    const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
    return `Cannot delete ${company}: it has ${list}. Complete its campaigns, and review, finish or lose its briefs and plans first.`;
  },
} as const;

/** Who owns a client. */
export const ClientKam = z.object({ id: z.number().int(), name: z.string() });

/** A client company as lists show it (the client account is `user_id`; clients may not sign in here). */
export const ClientListItem = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  /** The key account manager who owns the client; null while no KAM owns it. */
  key_account_manager: ClientKam.nullable(),
});
export type ClientListItem = z.infer<typeof ClientListItem>;

/** The live statuses of a brief (a client's deleted briefs are not counted). */
const LIVE_BRIEF_STATUSES = BRIEF_STATUSES.filter(
  (status): status is Exclude<(typeof BRIEF_STATUSES)[number], 'deleted'> => status !== 'deleted',
);

/** A running campaign of the client, as its profile lists it. */
export const ClientCampaign = z.object({
  /** The campaign's screens are addressed by its brief. */
  brief_id: z.number().int(),
  brief_number: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});

export const ClientProfile = ClientListItem.extend({
  address: z.string().nullable(),
  created_at: IsoDateTime,
  briefs: z.object({
    /** Live briefs (every status but deleted), from the `briefs:client:<id>` counter. */
    total: z.number().int().min(0),
    by_status: z.object(
      Object.fromEntries(LIVE_BRIEF_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<
        (typeof LIVE_BRIEF_STATUSES)[number],
        z.ZodNumber
      >,
    ),
  }),
  campaigns: z.object({
    /** Campaigns running now (status `active`). */
    active: z.number().int().min(0),
    /** The newest running ones, at most CLIENT_PROFILE_CAMPAIGNS. */
    items: z.array(ClientCampaign),
  }),
});
export type ClientProfile = z.infer<typeof ClientProfile>;

/** How many running campaigns a client's profile lists (their count is always given). */
export const CLIENT_PROFILE_CAMPAIGNS = 10;

/** Digits, spaces, + ( ) and -: the pattern refuses NUL by itself (one pattern, so the OpenAPI document shows it). */
const phone = z
  .string()
  .trim()
  .max(40, INPUT_MESSAGES.tooLong(40))
  .regex(/^[+0-9 ()-]*$/, CLIENT_MESSAGES.phone)
  .meta({ examples: ['+92 21 3456 7890'] });
/** An optional text field: '' or missing is stored as null. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** What the register and edit forms send. */
export const ClientInput = z.object({
  company_name: text(200, { required: CLIENT_MESSAGES.companyName }),
  contact_name: text(120, { required: CLIENT_MESSAGES.contactName }),
  email: rawText(320, CLIENT_MESSAGES.email)
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: CLIENT_MESSAGES.emailInvalid }))
    .meta({ examples: ['marketing@indus-beverages.example'] }),
  phone: phone
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  industry: optionalText(100),
  address: optionalText(500),
  /**
   * The owner. Register: a KAM leaves it out (or sends their own id) and owns the client; an admin names a KAM or
   * sends null (no owner yet). Edit: left out keeps the owner; only an admin changes it (null removes it).
   */
  key_account_manager_id: idOf(CLIENT_MESSAGES.keyAccountManager).nullable().optional(),
});
export type ClientInput = z.input<typeof ClientInput>;

/** The `kam` filter: a KAM's own clients, all, those no KAM owns, or one KAM's (by user id). */
export const ClientKamFilter = z.union([z.enum(['mine', 'all', 'none']), Id], { error: CLIENT_MESSAGES.kam });

export const fetchAllClients = defineEndpoint({
  id: 'fetchAllClients',
  method: 'GET',
  path: '/admin/fetch-all-clients',
  auth: 'bearer',
  // Client management is admin and manager (spec section 6); KAMs own clients and choose them on briefs.
  roles: ['admin', 'manager', 'key_account_manager'],
  group: 'clients',
  errorMessage: 'Failed to fetch clients',
  summary:
    "Clients by company name, each with its key account manager; search over company, contact and e-mail. kam: mine (a KAM's own clients: the default for a KAM; 400 for other roles), all (the default for others), none (no owner) or a KAM's user id. total = matching (counted up to 1,000 past the page when searched or none; totalCapped says when there are more), allTotal = the list the kam filter chose, without the search.",
  query: SearchPageQuery.extend({ kam: ClientKamFilter.optional() }),
  response: z.object({
    clients: z.array(ClientListItem),
    total: z.number().int().min(0),
    /** True when the search matched more than were counted: `total` is then a lower bound ("1,010+"). */
    totalCapped: z.boolean(),
    allTotal: z.number().int().min(0),
  }),
});

export const fetchClientProfile = defineEndpoint({
  id: 'fetchClientProfile',
  method: 'GET',
  path: '/admin/fetch-single-client/profile/{id}',
  auth: 'bearer',
  roles: ['admin', 'manager', 'key_account_manager'],
  group: 'clients',
  errorMessage: 'An error occurred while fetching the client',
  summary:
    'One client: its profile, its key account manager, its briefs counted by status and its running campaigns. 404 for a deleted or unknown client.',
  params: IdParams,
  response: z.object({ client: ClientProfile }),
});

export const registerClient = defineEndpoint({
  id: 'registerClient',
  method: 'POST',
  path: '/client/register',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'clients',
  errorMessage: 'Failed to register client',
  summary:
    'Registers a client company. A key account manager owns what they register; an admin names the owner (or none). No sign-in account is made (docs/domain.md "Clients"). 409 when another live client has the e-mail; 403 when a KAM names another owner.',
  successStatus: 201,
  body: ClientInput,
  response: z.object({ message: z.string(), client: ClientProfile }),
});

export const updateClient = defineEndpoint({
  id: 'updateClient',
  method: 'PUT',
  path: '/admin/update-client/profile/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'clients',
  errorMessage: 'An error occurred during the update',
  summary:
    "Replaces a client's profile. An admin may change its key account manager; a KAM edits only their own clients (403 otherwise) and cannot give one away. 404 for a deleted or unknown client; 409 when another live client has the e-mail.",
  params: IdParams,
  body: ClientInput,
  response: z.object({ message: z.string(), client: ClientProfile }),
});

export const deleteClient = defineEndpoint({
  id: 'deleteClient',
  method: 'DELETE',
  path: '/admin/delete-clients/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'clients',
  errorMessage: 'An error occurred during the deletion',
  summary:
    'Deletes a client (its row stays for the records that name it). 409 while it has running campaigns, new briefs, or plans being built or reviewed.',
  params: IdParams,
  response: z.object({ message: z.string() }),
});

/** A key account manager as the owner pickers and the list's filter show them. */
export const KeyAccountManager = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['active', 'inactive']),
  /** Live clients they own (the `clients:kam:<id>` counter). */
  clients: z.number().int().min(0),
});
export type KeyAccountManager = z.infer<typeof KeyAccountManager>;

/** At most this many key account managers are listed (a company has tens). */
export const KEY_ACCOUNT_MANAGERS_MAX = 500;

export const fetchKeyAccountManagers = defineEndpoint({
  id: 'fetchKeyAccountManagers',
  method: 'GET',
  path: '/admin/fetch-key-account-managers',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'clients',
  extension: true,
  errorMessage: 'An error occurred while fetching the key account managers',
  summary:
    'Key account managers who may own clients (not deleted; active or not yet active), by name, each with how many clients they own. At most 500.',
  response: z.object({ managers: z.array(KeyAccountManager) }),
});
