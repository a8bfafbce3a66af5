import type { ClientListItem } from '@ooh/api/contract';
import { and, asc, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { clients } from '../../db/schema.ts';
import { cappedCount, containsPattern, counterColumn, counterOfPage, searchTerm } from '../shared/index.ts';

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
  const [rows, searched] = await Promise.all([
    db
      .select({
        id: clients.id,
        user_id: clients.userId,
        company_name: clients.companyName,
        contact_name: clients.contactName,
        email: clients.email,
        phone: clients.phone,
        industry: clients.industry,
        allTotal: counterColumn('clients'),
      })
      .from(clients)
      .where(where)
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    // docs/domain.md, "Counts": the list's counter (in the page's statement), and a search counted up to a
    // window past the page.
    term ? cappedCount(db, sql`select 1 from ${clients} where ${where}`, query) : null,
  ]);
  const allTotal = await counterOfPage(db, rows, 'clients');
  const list: ClientListItem[] = rows.map(({ allTotal: _, ...client }) => client);
  return {
    clients: list,
    total: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? false,
    allTotal,
  };
}
