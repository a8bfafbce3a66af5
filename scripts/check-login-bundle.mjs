// The login route's JavaScript, read from the built app (apps/web/dist): the entry chunk, the login screen's lazy
// chunk and every chunk they import statically (what the browser must load before /login can paint). Prints
// each chunk with its gzipped size and fails when one of them contains zod: the login route validates nothing
// with zod, and `@ooh/api` (what the app imports) is meant to carry the contract without its schemas. It also
// fails when Ark's toast code, mounted after the first paint (app/DeferredToaster.tsx), lands there.
// Runs after the build in `npm test`; `node scripts/check-login-bundle.mjs [--json]` on its own after a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
/** The login screen's module, as the manifest names it (routes.ts imports it lazily). */
const LOGIN_MODULE = 'src/pages/LoginPage.tsx';
/** Code that must not reach the login route, each with a text its minified code always contains. */
const FORBIDDEN = [
  { name: 'zod', pattern: /\$Zod[A-Z][A-Za-z]+|ZodError/ },
  // Mounted after the first paint (app/DeferredToaster.tsx); zag's toast machine names its group `toast-group:…`.
  { name: "Ark's toast", pattern: /toast-group:/ },
];

if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build the web app first (npx turbo run build --filter=@ooh/web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[LOGIN_MODULE]) {
  console.error(`The manifest has no entry or no ${LOGIN_MODULE}.`);
  process.exit(1);
}

/** A chunk and everything it imports statically, in load order. */
function withStaticImports(key, into = new Map()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

const files = withStaticImports(LOGIN_MODULE, withStaticImports(entryKey));
const rows = [...files.keys()].map((file) => {
  const code = readFileSync(join(dist, file));
  const text = code.toString('utf8');
  return {
    file,
    bytes: code.length,
    gzip: gzipSync(code).length,
    forbidden: FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name),
  };
});
const total = rows.reduce((sum, row) => ({ bytes: sum.bytes + row.bytes, gzip: sum.gzip + row.gzip }), {
  bytes: 0,
  gzip: 0,
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ rows, total }, null, 2));
} else {
  for (const row of rows) {
    const flag = row.forbidden.length ? `  ✗ contains ${row.forbidden.join(', ')}` : '';
    console.log(
      `${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)} ${kb(row.gzip).padStart(10)} gzip${flag}`,
    );
  }
  console.log(
    `${'login route (JS)'.padEnd(48)} ${kb(total.bytes).padStart(10)} ${kb(total.gzip).padStart(10)} gzip`,
  );
}
const offenders = rows.filter((row) => row.forbidden.length > 0);
if (offenders.length > 0) {
  console.error(
    `\n✗ The login route loads ${[...new Set(offenders.flatMap((row) => row.forbidden))].join(', ')} ` +
      `(${offenders.map((row) => row.file).join(', ')}). Import schemas from '@ooh/api/contract' and '@ooh/ui/toast' ` +
      'only in lazy screens.',
  );
  process.exit(1);
}
