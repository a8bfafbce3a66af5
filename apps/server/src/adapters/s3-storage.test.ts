import { createBriefByFile, downloadBriefAttachment, fillPath } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../deps.ts';
import { STORAGE_UNAVAILABLE } from '../http/error-handler.ts';
import { sweepUploads } from '../services/files/index.ts';
import { timeLimit } from '../test/constants.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm, TINY_PDF } from '../test/multipart.ts';
import { startS3Server, type TestS3 } from '../test/s3.ts';
import { createS3Storage } from './s3-storage.ts';

// What the S3 store does when the service fails; what it does when it works is in storage.test.ts, shared with the
// folder.
let s3: TestS3;
let t: TestContext;
let broken: TestContext;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await setupTestApp();
  // Right server and credentials, a bucket that does not exist: every call fails with NoSuchBucket.
  broken = await setupTestApp({
    shareDatabaseOf: t,
    deps: { storage: createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }) },
  });
});
afterAll(async () => {
  await broken?.close();
  await t?.close();
  await s3?.close();
});

describe('the S3 store when the service fails', () => {
  it('answers 503 with Retry-After for a download, never the service’s words or a stack trace', async () => {
    const [brief] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from briefs where attachment_file_id is not null order by id limit 1`,
    );
    const response = await broken.call({
      method: downloadBriefAttachment.method,
      url: `/api${fillPath(downloadBriefAttachment.path, { id: brief?.id })}`,
      token: await broken.tokenForRole('designer'),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(response.body).not.toMatch(/bucket|S3|at .*\.(ts|js)/i);
  });

  it('answers 503 for an upload and records nothing', async () => {
    const [client] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from clients where deleted_at is null order by id limit 1`,
    );
    const count = async () =>
      (await queryRows<{ n: number }>(t.connection, sql`select count(*)::int as n from files`))[0]?.n;
    const before = await count();
    const response = await broken.call({
      method: createBriefByFile.method,
      url: `/api${createBriefByFile.path}`,
      token: await broken.tokenForRole('key_account_manager'),
      ...multipartForm(
        {
          client_id: String(client?.id),
          campaign_name: 'Never stored',
          start_date: '2025-07-01',
          end_date: '2025-07-31',
          budget: '1000',
        },
        [{ name: 'brief.pdf', type: 'application/pdf', content: TINY_PDF }],
      ),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(await count()).toBe(before);
  });

  it('reports a failure as a StorageError naming the operation, the key and the code, without credentials', async () => {
    const storage = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    const error = await storage.read('briefs/a.pdf').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageError);
    // The whole message: no response body, no signature, no key id (s3rver's is S3RVER).
    expect((error as Error).message).toBe('S3 GetObject of briefs/a.pdf failed: NoSuchBucket (HTTP 404)');
    await expect(storage.list()).rejects.toThrow('S3 ListObjectsV2 failed: NoSuchBucket (HTTP 404)');
  });

  it('reports a service that refuses the connection as a StorageError too', {
    timeout: timeLimit(30_000),
  }, async () => {
    // A port nothing listens on: the connection is refused (after the SDK's retries).
    const closed = await startS3Server();
    await closed.close();
    const storage = createS3Storage(closed.config);
    await expect(storage.stage('briefs/a.pdf', TINY_PDF)).rejects.toBeInstanceOf(StorageError);
    await expect(storage.stage('briefs/a.pdf', TINY_PDF)).rejects.toThrow(
      'S3 PutObject of .tmp/briefs/a.pdf failed: ECONNREFUSED',
    );
  });
});

describe('the start-up sweep on a bucket', () => {
  it('settles what a crash left in the bucket as it does in the folder', async () => {
    const storage = createS3Storage(s3.config);
    // A row committed, the process stopped before the copy: the staged file is committed.
    await storage.stage('briefs/late.pdf', TINY_PDF);
    await t.connection.db.execute(
      sql`insert into files (storage_key, original_name, content_type, size, sha256, created_at)
          values ('briefs/late.pdf', 'late.pdf', 'application/pdf', ${TINY_PDF.length}, ${'a'.repeat(64)}, now())`,
    );
    // The transaction failed and the process stopped before discarding.
    await storage.stage('briefs/never.pdf', TINY_PDF);
    // A stored file no row names (its row was deleted, the removal failed).
    await storage.put('briefs/orphan.pdf', TINY_PDF);
    const keys = async () =>
      (await storage.list()).map(({ key, staged }) => `${staged ? 'staged ' : ''}${key}`).sort();

    // S3 dates objects itself, so the sweep's clock moves instead: first now (all fresh, nothing touched)…
    expect(await sweepUploads({ db: t.connection.db, storage, now: new Date() })).toEqual({
      discarded: 0,
      committed: 0,
      removed: 0,
    });
    expect(await keys()).toEqual(['briefs/orphan.pdf', 'staged briefs/late.pdf', 'staged briefs/never.pdf']);

    // …then two hours on.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await sweepUploads({ db: t.connection.db, storage, now: later })).toEqual({
      discarded: 1,
      committed: 1,
      removed: 1,
    });
    expect(await keys()).toEqual(['briefs/late.pdf']);
    expect(await text(await storage.read('briefs/late.pdf'))).toEqual(TINY_PDF);
  });
});

async function text(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
