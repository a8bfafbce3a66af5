import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { health } from '@ooh/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { UNEXPECTED_ERROR } from './error-handler.ts';
import { WEB_NOT_BUILT } from './spa.ts';

const webDist = mkdtempSync(join(tmpdir(), 'ooh-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>OOH</title><div id="root"></div>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(webDist, 'firebase-messaging-sw.js'), '// worker');
// What the web build lists for the page most sign-ins land on (apps/web/vite-plugins/first-page-preloads.ts); a
// URL outside /assets is dropped.
writeFileSync(
  join(webDist, 'first-pages.json'),
  JSON.stringify({
    '/dashboard': {
      scripts: ['/assets/shell-1.js', '/assets/dashboard-2.js', 'https://elsewhere.example/x.js'],
      styles: ['/assets/dashboard-3.css'],
    },
  }),
);

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ config: { webDist, bodyLimit: 2048 } });
});
afterAll(() => t?.close());

describe('system', () => {
  it('answers health with the version and the database kind', async () => {
    const response = await t.call({ method: 'GET', url: `/api${health.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
      time: t.clock.now().toISOString(),
    });
  });

  it('serves the docs page and the OpenAPI document it reads', async () => {
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const script = await t.call({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    const document = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(document.json().paths['/user/login/user-appsell']).toBeDefined();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.call({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/user/login/user-appsell',
      payload: { email: 'admin@demo.local', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unexpected failure with a generic 500 and no detail', async () => {
    const failingClock = {
      now: (): Date => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      },
    };
    const broken = await setupTestApp({ shareDatabaseOf: t, deps: { clock: failingClock } });
    try {
      const response = await broken.call({ method: 'GET', url: `/api${health.path}` });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: UNEXPECTED_ERROR });
      expect(response.body).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });
});

describe('the single-page app', () => {
  it('serves index.html at / and for app paths (history fallback), never cached', async () => {
    for (const url of ['/', '/dashboard', '/plan/plan-summary/12?tab=1']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('announces the chunks of a page the build lists with its HTML (Link: modulepreload), and only there', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?from=login']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.link, url).toBe(
        '</assets/shell-1.js>; rel=modulepreload, </assets/dashboard-2.js>; rel=modulepreload, ' +
          '</assets/dashboard-3.css>; rel=preload; as=style; crossorigin',
      );
    }
    const other = await t.call({ method: 'GET', url: '/brief' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.link).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await t.call({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.call({ method: 'GET', url: '/firebase-messaging-sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with index.html', async () => {
    const response = await t.call({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the security headers and the content security policy', async () => {
    const response = await t.call({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self' https://*.googleapis.com",
      "worker-src 'self'",
      "frame-ancestors 'none'",
      // Brief documents are previewed from blob: URLs; plugins never.
      "frame-src 'self' blob:",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const api = await t.call({ method: 'GET', url: `/api${health.path}` });
    expect(api.headers['content-security-policy']).toBe(csp);
  });

  it('lets the site map fetch its basemap from the origins MAP_ORIGINS names, and from nowhere else', async () => {
    expect(
      String((await t.call({ method: 'GET', url: '/dashboard' })).headers['content-security-policy']),
    ).not.toContain('tiles.example.com');
    const mapped = await setupTestApp({
      shareDatabaseOf: t,
      config: { webDist, mapOrigins: ['https://tiles.example.com'] },
    });
    try {
      const csp = String(
        (await mapped.call({ method: 'GET', url: '/dashboard' })).headers['content-security-policy'],
      );
      expect(csp).toContain("connect-src 'self' https://*.googleapis.com https://tiles.example.com");
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com");
      // MapLibre's worker is a file of the app's own origin.
      expect(csp).toContain("worker-src 'self'");
      expect(csp).not.toMatch(/worker-src[^;]*(blob:|tiles)/);
    } finally {
      await mapped.close();
    }
  });

  it('says how to build the web app when there is no build', async () => {
    const bare = await setupTestApp({
      shareDatabaseOf: t,
      config: { webDist: join(webDist, 'nothing-here') },
    });
    try {
      const root = await bare.call({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toBe(WEB_NOT_BUILT);
      const page = await bare.call({ method: 'GET', url: '/dashboard' });
      expect(page.body).toBe(WEB_NOT_BUILT);
      expect((await bare.call({ method: 'GET', url: '/api/nope' })).json()).toEqual({ message: 'Not found' });
    } finally {
      await bare.close();
    }
  });
});
