import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, StoredFileMissingError } from '../deps.ts';
import { timeLimit } from '../test/constants.ts';
import { startS3Server } from '../test/s3.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { StorageKeyError } from './storage-key.ts';

// One behaviour, two stores: every case below runs against the local folder and against an S3-protocol server
// (s3rver in a temporary folder), so servers configured with S3_BUCKET behave as one with UPLOAD_DIR.
interface OpenStore {
  storage: Storage;
  /** Where a key that escaped would have landed, checked to be empty after the refusals. */
  outside: () => string[];
  close(): Promise<void>;
}

const stores: Array<{ name: string; open: () => Promise<OpenStore> }> = [
  {
    name: 'local folder',
    async open() {
      const parent = mkdtempSync(join(tmpdir(), 'ooh-storage-'));
      const root = join(parent, 'uploads');
      return {
        storage: createLocalStorage(root),
        outside: () => readdirSync(parent).filter((name) => name !== 'uploads'),
        close: async () => rmSync(parent, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const s3 = await startS3Server();
      return { storage: createS3Storage(s3.config), outside: () => [], close: () => s3.close() };
    },
  },
];

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe.each(stores)('the upload store: $name', ({ open }) => {
  let store: OpenStore;
  let storage: Storage;
  beforeAll(async () => {
    store = await open();
    storage = store.storage;
  });
  afterAll(() => store?.close());

  const listed = async (prefix: string) =>
    (await storage.list())
      .filter((entry) => entry.key.startsWith(prefix))
      .map(({ key, staged }) => ({ key, staged }))
      .sort((x, y) => x.key.localeCompare(y.key) || Number(x.staged) - Number(y.staged));

  it('lists nothing in a new store (the folder does not exist yet, the bucket is empty)', async () => {
    expect(await storage.list()).toEqual([]);
  });

  it('puts, reads as a stream and removes a file, byte for byte', async () => {
    const content = Buffer.from('%PDF-1.4\nbriefs are binary: \u0000\u00ff\u0001\n');
    await storage.put('put/brief.pdf', content);
    const stream = await storage.read('put/brief.pdf');
    expect(stream).toBeInstanceOf(Readable);
    expect(await text(stream)).toEqual(content);

    // A stream in (the seed's way) is stored the same.
    await storage.put(
      'put/streamed.pdf',
      Readable.from([Buffer.from('part one, '), Buffer.from('part two')]),
    );
    expect((await text(await storage.read('put/streamed.pdf'))).toString()).toBe('part one, part two');

    await storage.remove('put/brief.pdf');
    await expect(storage.read('put/brief.pdf')).rejects.toBeInstanceOf(StoredFileMissingError);
    // Removing what is not there is no error (a retried clean-up).
    await storage.remove('put/brief.pdf');
    expect(await listed('put/')).toEqual([{ key: 'put/streamed.pdf', staged: false }]);
  });

  it('streams a large file without changing a byte', async () => {
    const content = randomBytes(3 * 1024 * 1024 + 7);
    await storage.put('large/site-photos.zip', content);
    const read = await text(await storage.read('large/site-photos.zip'));
    // Compared by digest: a deep comparison of 3 MB byte by byte takes the test runner half a minute.
    expect(read.length).toBe(content.length);
    expect(sha256(read)).toBe(sha256(content));
  });

  it('keeps a staged file out of reach until it is committed', async () => {
    const content = Buffer.from('staged brief');
    await storage.stage('stage/a.pdf', content);
    await expect(storage.read('stage/a.pdf')).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await listed('stage/')).toEqual([{ key: 'stage/a.pdf', staged: true }]);

    // A backup reads it there (its row committed, the move into place still to come).
    expect(await text(await storage.readStaged('stage/a.pdf'))).toEqual(content);

    await storage.commit('stage/a.pdf');
    expect(await text(await storage.read('stage/a.pdf'))).toEqual(content);
    expect(await listed('stage/')).toEqual([{ key: 'stage/a.pdf', staged: false }]);
    await expect(storage.readStaged('stage/a.pdf')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('discards a staged file without touching a stored one of the same key', async () => {
    await storage.put('discard/a.pdf', Buffer.from('stored'));
    await storage.stage('discard/a.pdf', Buffer.from('staged'));
    await storage.stage('discard/b.pdf', Buffer.from('staged'));
    await storage.discard('discard/a.pdf');
    await storage.discard('discard/b.pdf');
    // Discarding twice is no error (the start-up sweep may meet a file the request already discarded).
    await storage.discard('discard/b.pdf');
    expect(await listed('discard/')).toEqual([{ key: 'discard/a.pdf', staged: false }]);
    expect((await text(await storage.read('discard/a.pdf'))).toString()).toBe('stored');
    await expect(storage.commit('discard/b.pdf')).rejects.toThrow();
  });

  it('keeps keys with spaces, percent signs and non-Latin letters as they are', async () => {
    const key = 'names/Ramadan brief 100% – إعلان.pdf';
    await storage.stage(key, Buffer.from('odd name'));
    expect(await listed('names/')).toEqual([{ key, staged: true }]);
    await storage.commit(key);
    expect((await text(await storage.read(key))).toString()).toBe('odd name');
    expect(await listed('names/')).toEqual([{ key, staged: false }]);
  });

  it('dates every entry with its last change, for the sweep', async () => {
    const before = Date.now();
    await storage.stage('dated/a.pdf', Buffer.from('a'));
    await storage.put('dated/b.pdf', Buffer.from('b'));
    const dated = (await storage.list()).filter((entry) => entry.key.startsWith('dated/'));
    expect(dated).toHaveLength(2);
    for (const entry of dated) {
      // S3 keeps whole seconds.
      expect(entry.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it.each([
    '../outside.pdf',
    'briefs/../../outside.pdf',
    '/outside.pdf',
    'briefs/./a.pdf',
    'briefs//a.pdf',
    'briefs/',
    '',
    '..',
    'briefs\\..\\..\\outside.pdf',
    'briefs/a\u0000.pdf',
    '.tmp/briefs/a.pdf',
    `briefs/${'a'.repeat(1000)}.pdf`,
  ])('refuses the key %j in every operation', async (key) => {
    const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(StorageKeyError);
    await refused(storage.put(key, Buffer.from('x')));
    await refused(storage.stage(key, Buffer.from('x')));
    await refused(storage.commit(key));
    await refused(storage.discard(key));
    await refused(storage.read(key));
    await refused(storage.remove(key));
    expect(store.outside()).toEqual([]);
    // Nothing was written under a name the key could have become.
    expect((await storage.list()).filter((entry) => entry.key.includes('outside'))).toEqual([]);
  });

  // Last: every list() after it goes through the 1,003 files.
  it('lists every file past one page of a listing (S3 answers 1,000 keys a page)', {
    timeout: timeLimit(120_000),
  }, async () => {
    const keys = Array.from({ length: 1003 }, (_, i) => `many/${String(i).padStart(4, '0')}.pdf`);
    const content = Buffer.from('x');
    for (let start = 0; start < keys.length; start += 25)
      await Promise.all(keys.slice(start, start + 25).map((key) => storage.put(key, content)));
    await storage.stage('many/staged.pdf', content);
    const entries = await listed('many/');
    expect(entries.filter((entry) => !entry.staged).map((entry) => entry.key)).toEqual(keys);
    expect(entries.filter((entry) => entry.staged)).toEqual([{ key: 'many/staged.pdf', staged: true }]);
  });
});
