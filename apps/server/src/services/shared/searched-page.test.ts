import { desc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { notifications } from '../../db/schema.ts';
import { queryRows, setupTestApp, type TestContext } from '../../test/harness.ts';
import { SEARCH_COUNT_WINDOW } from './counts.ts';
import { idIsOneOfPlaceholder } from './prepared.ts';
import { searchedPage } from './searched-page.ts';

// docs/domain.md, "Counts" and "Round trips": a searched page and its capped total from one read of the matches.
let t: TestContext;
const MATCHES = 1500;

beforeAll(async () => {
  t = await setupTestApp();
  await t.connection.db.execute(sql`
    insert into notifications (user_id, title, body)
    select (select min(id) from users), 'Paged ' || n, 'x' from generate_series(1, ${MATCHES}) as n`);
});
afterAll(() => t?.close());

/** The rows of the page's ids, newest first, as a list's prepared rows-by-ids statement reads them. */
const byIds = (db: Db) =>
  db
    .select({ id: notifications.id, title: notifications.title })
    .from(notifications)
    .where(idIsOneOfPlaceholder(notifications.id))
    .orderBy(desc(notifications.id));

const page = (search: string, at: number, limit: number) =>
  searchedPage(
    t.connection.db,
    {
      table: notifications,
      id: notifications.id,
      where: like(notifications.title, search),
      order: [desc(notifications.id)],
    },
    { page: at, limit },
    { name: 'test_notifications_by_ids', build: byIds, counterKey: 'unused' },
  );

describe('a searched page', () => {
  it('is the slice of the matches in the list order, its total counted up to the window past it', async () => {
    const all = await queryRows<{ id: number; title: string }>(
      t.connection,
      sql`select id, title from notifications where title like 'Paged %' order by id desc`,
    );
    expect(all).toHaveLength(MATCHES);

    const third = await page('Paged %', 3, 10);
    expect(third.rows).toEqual(all.slice(20, 30));
    expect(third.searched).toEqual({ total: 30 + SEARCH_COUNT_WINDOW, capped: true });

    // Deep enough that the window reaches past the matches: exact again, and the last page is short.
    const last = await page('Paged %', 38, 40);
    expect(last.rows).toEqual(all.slice(1480));
    expect(last.searched).toEqual({ total: MATCHES, capped: false });
  });

  it('keeps its total past the last page, and has none when nothing matches', async () => {
    const past = await page('Paged 1%', 70, 10);
    // "Paged 1", "Paged 10"–"Paged 19", "Paged 100"–"Paged 199", "Paged 1000"–"Paged 1500".
    expect(past).toEqual({ rows: [], searched: { total: 1 + 10 + 100 + 501, capped: false } });
    expect(await page('Nothing like this %', 1, 10)).toEqual({
      rows: [],
      searched: { total: 0, capped: false },
    });
  });
});
