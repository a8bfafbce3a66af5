import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';
export const WEB_NOT_BUILT =
  'The web app has not been built yet. Run `npm run build` at the repository root (or `npm start`, which builds it), ' +
  'or set WEB_DIST to the folder of a web build. The API is available under /api (documentation: /api/docs).';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The web build's `first-pages.json` (apps/web/vite-plugins/first-page-preloads.ts). */
const FIRST_PAGES_FILE = 'first-pages.json';
const ASSET_URL = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The `Link` header of each address the build lists: its chunks as `modulepreload`, its styles as `preload`, so
 * the browser fetches them beside the entry rather than once the entry has run. `crossorigin` on the styles: Vite's
 * loader asks for a chunk's stylesheet in CORS mode, and a preload in another mode would be fetched twice. Nothing when the build has no
 * list (an older build, a hand-made one) or the list is malformed: the page loads as before.
 */
export function firstPageLinks(webDist: string, log?: (message: string) => void): Map<string, string> {
  const links = new Map<string, string>();
  const file = join(webDist, FIRST_PAGES_FILE);
  if (!existsSync(file)) return links;
  try {
    const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { scripts?: unknown; styles?: unknown }
    >;
    for (const [address, { scripts, styles }] of Object.entries(pages)) {
      const list = (value: unknown) =>
        Array.isArray(value)
          ? value.filter((url): url is string => typeof url === 'string' && ASSET_URL.test(url))
          : [];
      const parts = [
        ...list(scripts).map((url) => `<${url}>; rel=modulepreload`),
        ...list(styles).map((url) => `<${url}>; rel=preload; as=style; crossorigin`),
      ];
      if (parts.length > 0) links.set(address, parts.join(', '));
    }
  } catch (error) {
    log?.(`${FIRST_PAGES_FILE} could not be read (${(error as Error).message}): pages load without preloads`);
  }
  return links;
}
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * Serves the built SPA from WEB_DIST: hashed files under /assets are cached for a year, everything else
 * (index.html, the service worker) is revalidated on each load so a new deploy is picked up at once. Each file
 * goes out in the pre-compressed form the browser accepts (brotli, then gzip), the history fallback included.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const built = existsSync(join(webDist, 'index.html'));
  const preloads = built
    ? firstPageLinks(webDist, (message) => app.log.warn(message))
    : new Map<string, string>();
  if (built) {
    const assets = join(webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each text file (apps/web/vite.config.ts); the best one the
      // browser accepts is sent, with Vary: Accept-Encoding, and the plain file otherwise.
      preCompressed: true,
      allowedPath: (path) => !isApiPath(path),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assets) ? ONE_YEAR : 'no-cache');
      },
    });
  } else {
    app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(WEB_NOT_BUILT));
  }

  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    const path = pathOf(request);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // API paths, non-GET calls and missing files (a path whose last segment has an extension) get a JSON 404;
    // answering those with index.html would hand HTML to a script tag or a fetch.
    if (isApiPath(path) || !isPage || /\.[^/]+$/.test(path))
      return reply.code(404).send({ message: 'Not found' });
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT);
    // History fallback: the SPA's router resolves the path. A first page's chunks are announced with it.
    const links = preloads.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (links) reply.header('link', links);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  });
}
