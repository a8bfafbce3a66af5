import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createBriefByFile, downloadBriefAttachment, fetchNotifications } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm, TINY_PDF } from '../test/multipart.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

// A build as apps/web writes it: each text file with its `.br` and `.gz` beside it. The compressed files carry
// distinct texts, so a test can tell which of the three was sent.
const webDist = mkdtempSync(join(tmpdir(), 'ooh-web-'));
const INDEX = '<!doctype html><title>OOH</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))})`;
mkdirSync(join(webDist, 'assets'));
const writeBuilt = (path: string, text: string) => {
  writeFileSync(join(webDist, path), text);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(`${text}/*br*/`));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(`${text}/*gz*/`));
};
writeBuilt('index.html', INDEX);
writeBuilt('assets/index-abc123.js', SCRIPT);
// A file the build left uncompressed (too small to gain): served as it is, whatever the browser accepts.
writeFileSync(join(webDist, 'assets', 'tiny-abc123.js'), 'export {}');

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ config: { webDist } });
});
afterAll(() => t?.close());

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.call({
    method: 'GET',
    url,
    ...(token ? { token } : {}),
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body as the browser reads it, decoded by its Content-Encoding. */
function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

const varyNamesAcceptEncoding = (value: unknown) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(value));

describe("the built app's files", () => {
  it('sends the brotli file when the browser accepts brotli, with the same type and cache rules', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyNamesAcceptEncoding(response.headers.vary)).toBe(true);
    expect(decoded(response)).toBe(`${SCRIPT}/*br*/`);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyNamesAcceptEncoding(response.headers.vary)).toBe(true);
    expect(decoded(response)).toBe(`${SCRIPT}/*gz*/`);
  });

  it('sends the plain file when no compression is accepted, still naming Accept-Encoding in Vary', async () => {
    for (const accept of [undefined, 'identity', 'deflate;q=1, br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-abc123.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.body, accept).toBe(SCRIPT);
      expect(response.headers['content-length'], accept).toBe(String(SCRIPT.length));
      expect(varyNamesAcceptEncoding(response.headers.vary), accept).toBe(true);
    }
  });

  it('sends a file without compressed siblings as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {}');
  });

  it('sends index.html and the history fallback compressed and revalidated', async () => {
    for (const url of ['/', '/dashboard', '/view-plan/12']) {
      const br = await get(url, 'br, gzip');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(varyNamesAcceptEncoding(br.headers.vary), url).toBe(true);
      expect(decoded(br), url).toBe(`${INDEX}/*br*/`);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(INDEX);
    }
  });

  it('never serves a compressed file by its own name when the plain one is missing', async () => {
    expect((await get('/assets/missing-123.js', 'br, gzip')).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  const url = `/api${fetchNotifications.path}`;

  it(`compresses a JSON answer over ${COMPRESSION_THRESHOLD} bytes: brotli, else gzip, else none`, async () => {
    const token = await t.tokenForRole('admin');
    const plain = await get(`${url}?limit=20`, undefined, token);
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyNamesAcceptEncoding(plain.headers.vary)).toBe(true);

    const br = await get(`${url}?limit=20`, 'gzip, deflate, br', token);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(varyNamesAcceptEncoding(br.headers.vary)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const gzip = await get(`${url}?limit=20`, 'gzip', token);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
  });

  it('sends a small JSON answer uncompressed, with Vary all the same', async () => {
    const response = await get(`${url}?limit=1`, 'br, gzip', await t.tokenForRole('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyNamesAcceptEncoding(response.headers.vary)).toBe(true);
    expect(response.json().limit).toBe(1);
  });

  it('keeps error answers in their shape (a 401 and a 400 are small JSON, sent as they are)', async () => {
    const unauthorized = await get(url, 'br, gzip');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['content-encoding']).toBeUndefined();
    expect(unauthorized.json()).toEqual({ message: expect.any(String) });
    const invalid = await get(`${url}?limit=1000`, 'br, gzip', await t.tokenForRole('admin'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: expect.stringMatching(/^Page size: /),
      errors: { limit: expect.any(String) },
    });
  });

  it('sends a downloaded document byte for byte with its length, never re-compressed', async () => {
    const [client] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from clients where deleted_at is null order by id limit 1`,
    );
    // A PDF padded with text would compress well; a download keeps its exact bytes and length all the same.
    const content = Buffer.concat([TINY_PDF, Buffer.from(`%${' padding'.repeat(400)}\n`)]);
    const created = await t.call({
      method: 'POST',
      url: `/api${createBriefByFile.path}`,
      token: await t.tokenForRole('key_account_manager'),
      ...multipartForm(
        {
          client_id: String(client?.id),
          campaign_name: 'Compressed?',
          start_date: '2025-07-01',
          end_date: '2025-07-31',
          budget: '1000',
        },
        [{ name: 'brief.pdf', type: 'application/pdf', content }],
      ),
    });
    expect(created.statusCode).toBe(201);
    const download = await get(
      `/api${downloadBriefAttachment.path.replace('{id}', String(created.json().brief.id))}`,
      'br, gzip',
      await t.tokenForRole('admin'),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.rawPayload).toEqual(content);
  });
});
