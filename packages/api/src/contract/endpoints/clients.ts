import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { SearchPageQuery } from '../schemas.ts';

/** A client company as lists show it (the client account is `user_id`; clients may not sign in here). */
export const ClientListItem = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
});
export type ClientListItem = z.infer<typeof ClientListItem>;

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
    'Clients by company name; search over company, contact and e-mail. total = matching the search (counted up to 1,000 past the page; totalCapped says when there are more), allTotal = all clients.',
  query: SearchPageQuery,
  response: z.object({
    clients: z.array(ClientListItem),
    total: z.number().int().min(0),
    /** True when the search matched more than were counted: `total` is then a lower bound ("1,010+"). */
    totalCapped: z.boolean(),
    allTotal: z.number().int().min(0),
  }),
});
