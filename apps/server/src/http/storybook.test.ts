import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fetchNewBriefs, logout, openStorybook } from '@ooh/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../auth/tokens.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { STORYBOOK_NOT_BUILT, STORYBOOK_SIGN_IN } from './storybook.ts';

// A Storybook build in miniature: the manager page and the preview frame with inline scripts as Storybook writes
// them, a hashed asset, a pre-compressed copy, the manager's runtime and the story index.
const dist = mkdtempSync(join(tmpdir(), 'ooh-storybook-'));
const managerScript = '\n      window[\'CONFIG_TYPE\'] = "PRODUCTION";\n    ';
const moduleScript = "\n      import './sb-manager/runtime.js';\n    ";
const frameScript = '\n      window.STORIES = [];\n    ';
const indexHtml = `<!doctype html><html><head><style>#root{}</style></head><body><div id="root"></div><script>${managerScript}</script><script type="module">${moduleScript}</script><script src="./sb-manager/globals.js"></script></body></html>`;
writeFileSync(join(dist, 'index.html'), indexHtml);
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
writeFileSync(
  join(dist, 'iframe.html'),
  `<!doctype html><html><body><script>${frameScript}</script><script type="module" src="./assets/iframe-abc123.js"></script></body></html>`,
);
writeFileSync(join(dist, 'index.json'), '{"v":5,"entries":{}}');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'iframe-abc123.js'), 'console.log("preview")');
mkdirSync(join(dist, 'sb-manager'));
writeFileSync(join(dist, 'sb-manager', 'runtime.js'), 'console.log("manager")');

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };
const MINUTE = 60_000;

let t: TestContext;
let designer: string;
beforeAll(async () => {
  t = await setupTestApp({ config: { storybookDist: dist } });
  designer = await t.tokenForRole('designer');
});
afterAll(() => t?.close());

/** The pass `openStorybook` sets for a bearer token: the Set-Cookie line and the `name=value` to send back. */
async function passFor(token: string, context = t) {
  const response = await context.call({ method: 'POST', url: `/api${openStorybook.path}`, token });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

const get = (url: string, cookie?: string, headers: Record<string, string> = PAGE, context = t) =>
  context.call({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('/storybook without a pass', () => {
  it('answers a page load with 401 and a page saying how to open it from the app, never cached', async () => {
    const response = await get('/storybook/');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Storybook is for signed-in staff');
    expect(response.body).toContain('<a href="/">Open the app</a>');
    expect(response.body).not.toContain('<script');
    expect(response.headers['cache-control']).toBe('no-store');
    // The app's own policy: the refusal page runs nothing.
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('answers files, the index and unknown paths alike with a JSON 401: nothing is told about what is there', async () => {
    for (const url of ['/storybook/index.json', '/storybook/assets/iframe-abc123.js', '/storybook/nope']) {
      const response = await get(url, undefined, { accept: '*/*' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: STORYBOOK_SIGN_IN });
    }
  });

  it('refuses a bearer token put in the cookie, a forged pass and a pass signed with another secret', async () => {
    const { cookie } = await passFor(designer);
    const [name, value = ''] = cookie.split('=');
    const forged = `${value.slice(0, -4)}${value.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const otherSecret = await setupTestApp({
      shareDatabaseOf: t,
      config: { storybookDist: dist, jwtSecret: 'another-secret-that-is-long-enough-for-hs256' },
    });
    try {
      const foreign = (await passFor(await otherSecret.tokenForRole('designer'), otherSecret)).cookie;
      for (const attempt of [`${name}=${designer}`, `${name}=${forged}`, foreign]) {
        expect((await get('/storybook/', attempt)).statusCode, attempt).toBe(401);
      }
    } finally {
      await otherSecret.close();
    }
  });

  it('redirects /storybook to the folder, whose relative links the build uses', async () => {
    const response = await get('/storybook?path=/story/x');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/storybook/?path=/story/x');
  });
});

describe('the Storybook pass (POST /api/user/storybook-pass)', () => {
  it('is for signed-in staff only', async () => {
    const response = await t.call({ method: 'POST', url: `/api${openStorybook.path}` });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sets a 30-minute cookie no script reads, no other site sends and only /storybook receives', async () => {
    const { response, setCookie } = await passFor(designer);
    expect(response.json()).toEqual({
      message: 'Storybook is open to you for 30 minutes, renewed while you use it',
      expiresAt: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
    });
    expect(setCookie).toMatch(/^ooh_storybook=[\w-]+\.[\w-]+\.[\w-]+;/);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=1800', 'Path=/storybook', 'HttpOnly', 'SameSite=Strict']),
    );
    // Plain HTTP here: a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');
  });

  it('marks the cookie Secure when the call came over HTTPS through a trusted proxy', async () => {
    const proxied = await setupTestApp({
      shareDatabaseOf: t,
      config: { storybookDist: dist, trustProxy: 1 },
    });
    try {
      const response = await proxied.call({
        method: 'POST',
        url: `/api${openStorybook.path}`,
        token: designer,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(response.headers['set-cookie']).split('; ')).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('never outlives the bearer token it was given for', async () => {
    const [user] = await t.connection.db.query.users.findMany({
      where: (users, { eq }) => eq(users.email, 'designer@demo.local'),
    });
    const shortToken = await signToken(
      { userId: user?.id ?? 0, role: 'designer' },
      { secret: t.config.jwtSecret, ttlSeconds: 10 * 60, now: t.clock.now() },
    );
    const { response, setCookie } = await passFor(shortToken);
    expect(response.json().message).toBe('Storybook is open to you for 10 minutes, renewed while you use it');
    expect(setCookie).toContain('Max-Age=600;');
  });

  it('is not a credential for the API: a call with only the cookie is refused', async () => {
    const { cookie } = await passFor(designer);
    const response = await t.call({
      method: 'GET',
      url: `/api${fetchNewBriefs.path}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('/storybook with a pass', () => {
  it('serves the manager with a policy allowing exactly its inline scripts, framing only by itself', async () => {
    const { cookie } = await passFor(designer);
    const response = await get('/storybook/', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha(managerScript)} ${sha(moduleScript)};`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('private, no-cache');

    const frame = await get('/storybook/iframe.html', cookie);
    expect(frame.statusCode).toBe(200);
    expect(String(frame.headers['content-security-policy'])).toContain(
      `script-src 'self' ${sha(frameScript)};`,
    );
  });

  it('caches hashed files privately for a year, sends the pre-compressed copy, and keeps the app framed by nobody', async () => {
    const { cookie } = await passFor(designer);
    const asset = await get('/storybook/assets/iframe-abc123.js', cookie, { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const index = await get('/storybook/index.json', cookie, { accept: 'application/json' });
    expect(index.json()).toEqual({ v: 5, entries: {} });
    expect(index.headers['cache-control']).toBe('private, no-cache');

    const compressed = await get('/storybook/', cookie, { ...PAGE, 'accept-encoding': 'br, gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(String(compressed.headers['content-security-policy'])).toContain(sha(managerScript));

    expect((await get('/storybook/missing.js', cookie, { accept: '*/*' })).statusCode).toBe(404);
    const app = await get('/dashboard');
    expect(String(app.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(app.headers['x-frame-options']).toBe('DENY');
  });

  it('is renewed while it is used, and runs out 30 minutes after the last use', async () => {
    const { cookie } = await passFor(designer);
    t.clock.advance(10 * MINUTE);
    const early = await get('/storybook/', cookie);
    expect(early.statusCode).toBe(200);
    // Not yet half-way: no new cookie on every file.
    expect(early.headers['set-cookie']).toBeUndefined();
    t.clock.advance(6 * MINUTE);
    const renewed = await get('/storybook/', cookie);
    expect(renewed.statusCode).toBe(200);
    const next = String(renewed.headers['set-cookie']);
    expect(next).toContain('Max-Age=1800');
    t.clock.advance(20 * MINUTE);
    // 36 minutes after the pass was given: the first cookie is out, the renewed one holds.
    expect((await get('/storybook/', cookie)).statusCode).toBe(401);
    expect((await get('/storybook/', next.split(';')[0])).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await get('/storybook/', next.split(';')[0])).statusCode).toBe(401);
  });

  it('ends when its session does: signing out refuses the pass too', async () => {
    const token = await t.tokenForRole('planner');
    const { cookie } = await passFor(token);
    expect((await get('/storybook/', cookie)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api${logout.path}`, token })).statusCode).toBe(200);
    expect((await get('/storybook/', cookie)).statusCode).toBe(401);
  });
});

describe('STORYBOOK=true', () => {
  it('serves Storybook to everyone, cached as public files', async () => {
    const open = await setupTestApp({
      shareDatabaseOf: t,
      config: { storybookDist: dist, storybookOpen: true },
    });
    try {
      const page = await get('/storybook/', undefined, PAGE, open);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('public, no-cache');
      expect(String(page.headers['content-security-policy'])).toContain(sha(managerScript));
      const asset = await get('/storybook/assets/iframe-abc123.js', undefined, { accept: '*/*' }, open);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await open.close();
    }
  });
});

describe('without a Storybook build', () => {
  it('tells a pass holder how to build it', async () => {
    const bare = await setupTestApp({ shareDatabaseOf: t, config: { storybookDist: join(dist, 'nothing') } });
    try {
      const { cookie } = await passFor(designer, bare);
      const response = await get('/storybook/', cookie, PAGE, bare);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(STORYBOOK_NOT_BUILT);
      expect((await get('/storybook/', undefined, PAGE, bare)).statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
