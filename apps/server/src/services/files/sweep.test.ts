import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { createBriefByFile } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/local-storage.ts';
import type { Storage } from '../../deps.ts';
import { queryRows, setupTestApp, type TestContext } from '../../test/harness.ts';
import { multipartForm, TINY_PDF } from '../../test/multipart.ts';
import { sweepUploads } from './index.ts';

let t: TestContext;
let storage: Storage;

beforeAll(async () => {
  t = await setupTestApp();
  storage = createLocalStorage(t.config.uploadDir);
});
afterAll(() => t?.close());

const briefFiles = () => {
  try {
    return readdirSync(join(t.config.uploadDir, 'briefs')).sort();
  } catch {
    return [];
  }
};
const age = (key: string, minutes: number) => {
  const when = new Date(Date.now() - minutes * 60_000);
  utimesSync(join(t.config.uploadDir, key), when, when);
};

describe('uploads and a crash before the commit', () => {
  it('never put a file in place before its transaction commits, and the sweep removes what a crash left', async () => {
    // The process "dies" after the transaction failed: no clean-up runs (remove and discard fail).
    const crashing = await setupTestApp({
      shareDatabaseOf: t,
      deps: {
        storage: {
          ...storage,
          remove: async () => {
            throw new Error('killed');
          },
          discard: async () => {
            throw new Error('killed');
          },
        },
      },
    });
    try {
      const before = briefFiles();
      const response = await crashing.call({
        method: 'POST',
        url: `/api${createBriefByFile.path}`,
        token: await crashing.tokenForRole('key_account_manager'),
        ...multipartForm(
          {
            client_id: '999999',
            campaign_name: 'Never',
            start_date: '2025-07-01',
            end_date: '2025-07-31',
            budget: '1',
            notes: '',
          },
          [{ name: 'a.pdf', type: 'application/pdf', content: TINY_PDF }],
        ),
      });
      expect(response.statusCode).toBe(400);
      expect(briefFiles()).toEqual(before);
      const staged = (await storage.list()).filter((entry) => entry.staged);
      expect(staged).toHaveLength(1);
      const swept = await sweepUploads({ db: t.connection.db, storage, now: new Date() }, { stagedAgeMs: 0 });
      expect(swept).toMatchObject({ discarded: 1, committed: 0 });
      expect((await storage.list()).filter((entry) => entry.staged)).toEqual([]);
    } finally {
      await crashing.close();
    }
  });
});

describe('the start-up sweep', () => {
  it('removes old stored files no row names, keeps named and fresh ones, and moves in staged files a row names', async () => {
    const [named] = await queryRows<{ storage_key: string }>(
      t.connection,
      sql`select storage_key from files order by id limit 1`,
    );
    if (!named) throw new Error('the seed has no file');
    age(named.storage_key, 120);
    await storage.put('briefs/orphan.pdf', TINY_PDF);
    age('briefs/orphan.pdf', 120);
    await storage.put('briefs/fresh.pdf', TINY_PDF);
    // A row committed, the process stopped before the move: the staged file is moved into place.
    await storage.stage('briefs/late.pdf', TINY_PDF);
    await t.connection.db.execute(
      sql`insert into files (storage_key, original_name, content_type, size, sha256, created_at)
          values ('briefs/late.pdf', 'late.pdf', 'application/pdf', ${TINY_PDF.length}, ${'a'.repeat(64)}, now())`,
    );
    const later = new Date(Date.now() + 11 * 60_000);

    const swept = await sweepUploads({ db: t.connection.db, storage, now: later });

    expect(swept).toEqual({ discarded: 0, committed: 1, removed: 1 });
    expect(existsSync(join(t.config.uploadDir, 'briefs/orphan.pdf'))).toBe(false);
    expect(existsSync(join(t.config.uploadDir, named.storage_key))).toBe(true);
    expect(existsSync(join(t.config.uploadDir, 'briefs/fresh.pdf'))).toBe(true);
    expect(existsSync(join(t.config.uploadDir, 'briefs/late.pdf'))).toBe(true);
  });
});
