import type { ClientListItem } from '@ooh/api/contract';
import { and, asc, count, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { clients } from '../../db/schema.ts';
import { containsPattern, searchTerm } from '../shared/index.ts';

/** Clients that are not deleted, by company name; search over company, contact and e-mail (trigram indexes). */
export async function listClients(db: Db, query: { page: number; limit: number; search?: string }) {
  const notDeleted = isNull(clients.deletedAt);
  const term = searchTerm(query.search);
  let where: SQL | undefined = notDeleted;
  if (term) {
    const pattern = containsPattern(term);
    where = and(
      notDeleted,
      or(
        ilike(clients.companyName, pattern),
        ilike(clients.contactName, pattern),
        ilike(clients.email, pattern),
      ),
    );
  }
  const total = async (condition: SQL | undefined) =>
    (await db.select({ value: count() }).from(clients).where(condition))[0]?.value ?? 0;
  const [rows, allTotal, matching] = await Promise.all([
    db
      .select({
        id: clients.id,
        user_id: clients.userId,
        company_name: clients.companyName,
        contact_name: clients.contactName,
        email: clients.email,
        phone: clients.phone,
        industry: clients.industry,
      })
      .from(clients)
      .where(where)
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    total(notDeleted),
    term ? total(where) : null,
  ]);
  const list: ClientListItem[] = rows;
  return { clients: list, total: matching ?? allTotal, allTotal };
}
