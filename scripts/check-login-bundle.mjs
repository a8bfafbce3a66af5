// The login route's JavaScript, read from the built app (apps/web/dist): the entry chunk, the login screen's lazy
// chunk and every chunk they import statically (what the browser must load before /login can paint). Prints
// each chunk with its gzipped size and fails when one of them contains zod: the login route validates nothing
// with zod, and `@ooh/api` (what the app imports) is meant to carry the contract without its schemas. It also
// fails when Ark's toast code, mounted after the first paint (app/DeferredToaster.tsx), lands there.
// Runs after the build in `npm test`; `node scripts/check-login-bundle.mjs [--json]` on its own after a build.
import { kb, loginRouteFiles, readManifest, sizeOf } from './bundle.mjs';

/** Code that must not reach the login route, each with a text its minified code always contains. */
const FORBIDDEN = [
  { name: 'zod', pattern: /\$Zod[A-Z][A-Za-z]+|ZodError/ },
  // Mounted after the first paint (app/DeferredToaster.tsx); zag's toast machine names its group `toast-group:…`.
  { name: "Ark's toast", pattern: /toast-group:/ },
];

const { manifest, entryKey } = readManifest();
const files = loginRouteFiles(manifest, entryKey);
const rows = [...files.keys()].map((file) => {
  const { content, bytes, gzip } = sizeOf(file);
  const text = content.toString('utf8');
  return {
    file,
    bytes,
    gzip,
    forbidden: FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name),
  };
});
const total = rows.reduce((sum, row) => ({ bytes: sum.bytes + row.bytes, gzip: sum.gzip + row.gzip }), {
  bytes: 0,
  gzip: 0,
});

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
