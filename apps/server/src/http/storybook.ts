import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STORYBOOK_PASS_COOKIE,
  STORYBOOK_PATH,
  type StorybookPass,
  shouldRenew,
  signStorybookPass,
  verifyStorybookPass,
} from '../auth/storybook-pass.ts';
import { findSessionUser } from '../services/auth/index.ts';
import { CONTENT_SECURITY_POLICY } from './security.ts';

export const STORYBOOK_NOT_BUILT =
  'Storybook has not been built yet. Run `npm run build` at the repository root (it builds Storybook into ' +
  'storybook-static), or set STORYBOOK_DIST to the folder of a Storybook build.';
export const STORYBOOK_SIGN_IN =
  'Storybook is open to signed-in staff: open it from the user menu of the app.';

const ONE_YEAR = 'max-age=31536000, immutable';

/**
 * The Set-Cookie value of a pass: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it),
 * Path=/storybook (the API never receives it, so it can never stand in for the bearer token: nothing there reads
 * cookies, and no call can be forged with it), Secure when the request came over HTTPS (through the trusted proxies).
 */
export function storybookPassCookie(value: string, expiresAt: Date, now: Date, secure: boolean): string {
  return fastifyCookie.serialize(STORYBOOK_PASS_COOKIE, value, {
    path: STORYBOOK_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

/** Issues a pass for this call's bearer token (the `openStorybook` call): the cookie and when it runs out. */
export async function issueStorybookPass(
  token: StorybookPass['token'],
  options: { secret: string; now: Date; secure: boolean },
): Promise<{ cookie: string; expiresAt: Date }> {
  const pass = await signStorybookPass(token, options);
  return {
    cookie: storybookPassCookie(pass.value, pass.expiresAt, options.now, options.secure),
    expiresAt: pass.expiresAt,
  };
}

/** `script-src` hashes of an HTML file's inline scripts, remembered per file until it changes (a rebuild). */
const inlineHashes = new Map<string, { key: string; hashes: string[] }>();
function inlineScriptHashes(htmlPath: string): string[] {
  const info = statSync(htmlPath, { throwIfNoEntry: false });
  if (!info) return [];
  const key = `${info.mtimeMs}:${info.size}`;
  const known = inlineHashes.get(htmlPath);
  if (known?.key === key) return known.hashes;
  const html = readFileSync(htmlPath, 'utf8');
  const hashes: string[] = [];
  // A browser hashes the exact text between the tags of a script without `src`.
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  inlineHashes.set(htmlPath, { key, hashes });
  return hashes;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The app's policy (security.ts) with what Storybook needs and nothing more: its manager and preview pages set their
 * configuration in inline scripts, allowed by their hashes, read from the built page being sent (so a rebuild that
 * changes them needs no restart, and no other inline script runs); and the manager shows the preview in a frame of
 * the same origin, so `frame-ancestors` is 'self' here where the app has 'none'. Inline styles are allowed as in the
 * app. Only answers under /storybook carry it.
 */
export function storybookContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptHashes],
    frameAncestors: ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

/** The page a browser gets at /storybook without a pass: what to do, in words, and the way to the app. */
const SIGN_IN_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storybook · OOH back office</title></head>
<body>
<main>
<h1>Storybook is for signed-in staff</h1>
<p>Open the app, sign in, and choose <strong>Storybook</strong> in your user menu (your initials at the top of the page). It opens here with a pass that lasts while you use it.</p>
<p><a href="/">Open the app</a></p>
</main>
</body>
</html>
`;

/** A page load (the address bar, a link, the manager's frame) gets the page above; a script's fetch a JSON 401. */
function wantsPage(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (destination === 'document' || destination === 'iframe') return true;
  return !destination && /\btext\/html\b/.test(request.headers.accept ?? '');
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  reply.code(401).header('cache-control', 'no-store');
  if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(SIGN_IN_PAGE);
  return reply.send({ message: STORYBOOK_SIGN_IN });
}

/** The signed-in staff member a request's pass stands for now, or null. */
async function passHolder(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const raw = request.headers.cookie;
  const value = raw ? fastifyCookie.parse(raw)[STORYBOOK_PASS_COOKIE] : undefined;
  const pass = await verifyStorybookPass(value, { secret: app.config.jwtSecret, now });
  // The same check as every API call's bearer token: the account active and staff, the token not signed out.
  const user = pass ? await findSessionUser(app.db, pass.token) : null;
  return user && pass ? pass : null;
}

async function renew(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pass: StorybookPass,
) {
  const now = app.clock.now();
  if (!shouldRenew(pass, now)) return;
  const { cookie } = await issueStorybookPass(pass.token, {
    secret: app.config.jwtSecret,
    now,
    secure: request.protocol === 'https',
  });
  reply.header('set-cookie', cookie);
}

/**
 * Serves the built Storybook (STORYBOOK_DIST, `npm run build` makes it) at /storybook/: to the holders of a pass
 * (`openStorybook`), or to everyone when STORYBOOK=true. Files go out as the app's do (pre-compressed brotli or gzip
 * when the browser takes it; hashed files under assets/ cached for a year, the rest revalidated), privately
 * while a pass is needed, with the Storybook policy above.
 */
export async function registerStorybook(
  app: FastifyInstance,
  options: { dist: string; open: boolean },
): Promise<void> {
  const { dist, open } = options;
  const built = existsSync(join(dist, 'index.html'));
  const assets = join(dist, 'assets') + sep;
  const scope = open ? 'public' : 'private';

  await app.register(
    async (storybook) => {
      storybook.addHook('onRequest', async (request, reply) => {
        const [path = '', query] = request.url.split('?');
        // The build's links are relative (./sb-manager/…): the manager must be read as a folder.
        if (path === STORYBOOK_PATH)
          return reply.redirect(`${STORYBOOK_PATH}/${query ? `?${query}` : ''}`, 308);
        if (open) return;
        const pass = await passHolder(app, request, app.clock.now());
        if (!pass) return refuse(request, reply);
        await renew(app, request, reply, pass);
      });

      storybook.setNotFoundHandler(async (_request, reply) =>
        built
          ? reply.code(404).send({ message: 'Not found' })
          : reply.code(404).type('text/plain; charset=utf-8').send(STORYBOOK_NOT_BUILT),
      );
      if (!built) return;

      await storybook.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        // `sendFile` for the folder's own address below, on this scope's replies only (the app's scope has its own).
        decorateReply: true,
        wildcard: true,
        cacheControl: false,
        // `node scripts/build-storybook.mjs` writes `.br` and `.gz` beside each text file, as the web build does.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.startsWith(assets) ? `${scope}, ${ONE_YEAR}` : `${scope}, no-cache`,
          );
          const file = filePath.replace(/\.(br|gz)$/, '');
          const hashes = file.endsWith('.html') ? inlineScriptHashes(file) : [];
          reply.header('content-security-policy', storybookContentSecurityPolicy(hashes));
          reply.header('x-frame-options', 'SAMEORIGIN');
        },
      });
      // With the server's ignoreTrailingSlash, /storybook/ is looked up as /storybook, which the wildcard above does
      // not match: the manager's page is sent from here (the hook has redirected the address without the slash).
      storybook.get('/', (_request, reply) => reply.sendFile('index.html'));
    },
    { prefix: STORYBOOK_PATH },
  );
}
