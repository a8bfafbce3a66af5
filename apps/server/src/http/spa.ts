import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';
export const WEB_NOT_BUILT =
  'The web app has not been built yet. Run `npm run build` at the repository root (or `npm start`, which builds it), ' +
  'or set WEB_DIST to the folder of a web build. The API is available under /api (documentation: /api/docs).';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * Serves the built SPA from WEB_DIST: hashed files under /assets are cached for a year, everything else
 * (index.html, the service worker) is revalidated on each load so a new deploy is picked up at once. Each file
 * goes out in the pre-compressed form the browser accepts (brotli, then gzip), the history fallback included.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const built = existsSync(join(webDist, 'index.html'));
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
    // History fallback: the SPA's router resolves the path.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  });
}
