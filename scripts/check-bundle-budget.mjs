// The first load's budget, read from the built app (apps/web/dist/.vite/manifest.json), issue 12:
// - /login loads at most 100 KB of gzipped JavaScript in all: the entry chunk, the login screen's lazy chunk and
//   every chunk they import statically (scripts/bundle.mjs, as check-login-bundle.mjs counts them);
// - every chunk loaded later (a lazy screen, or a chunk lazy screens share) is at most 50 KB gzipped, so no
//   screen stalls on one large download.
// Prints each route's chunks and the largest lazy ones; on failure names each chunk over budget and its size.
// The budgets are the issue's; when one fails, split the code (a lazy import, a heavy library kept out of the
// entry), do not raise it. Runs after the build in `npm test`; `node scripts/check-bundle-budget.mjs` alone.
import { kb, loginRouteFiles, readManifest, sizeOf, withStaticImports } from './bundle.mjs';

export const LOGIN_ROUTE_BUDGET = 100 * 1024;
export const LAZY_CHUNK_BUDGET = 50 * 1024;

const { manifest, entryKey } = readManifest();
const login = loginRouteFiles(manifest, entryKey);
const entry = withStaticImports(manifest, entryKey);
const failures = [];

const row = (file, note = '') =>
  `  ${file.padEnd(52)} ${kb(sizeOf(file).bytes).padStart(9)} ${kb(sizeOf(file).gzip).padStart(9)} gzip${note}`;

const loginGzip = [...login.keys()].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
const loginBrotli = [...login.keys()].reduce((sum, file) => sum + sizeOf(file).brotli, 0);
console.log(
  `/login: ${login.size} chunks, ${kb(loginGzip)} gzipped (budget ${kb(LOGIN_ROUTE_BUDGET)}); ` +
    `${kb(loginBrotli)} sent with the build's brotli copies`,
);
for (const file of login.keys()) console.log(row(file));
if (loginGzip > LOGIN_ROUTE_BUDGET) {
  const largest = [...login.keys()].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, 3);
  const overBudget =
    `/login loads ${kb(loginGzip)} of gzipped JavaScript, over its ${kb(LOGIN_ROUTE_BUDGET)} budget by ` +
    `${kb(loginGzip - LOGIN_ROUTE_BUDGET)}; the largest chunks: ` +
    largest.map((file) => `${file} (${login.get(file)}) ${kb(sizeOf(file).gzip)}`).join(', ');
  failures.push(overBudget);
}

// Everything outside the entry's static imports arrives through a dynamic import: the screens and what they share.
const lazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js') && !entry.has(chunk.file))
  .map(([key, chunk]) => ({ key, file: chunk.file, screen: Boolean(chunk.isDynamicEntry) }))
  .sort((a, b) => sizeOf(b.file).gzip - sizeOf(a.file).gzip);
const largestLazy = lazy[0] ? sizeOf(lazy[0].file).gzip : 0;
console.log(
  `\nLazy chunks: ${lazy.length}, the largest ${kb(largestLazy)} gzipped (budget ${kb(LAZY_CHUNK_BUDGET)} each)`,
);
for (const { key, file, screen } of lazy.slice(0, 8))
  console.log(row(file, `  ${screen ? 'screen ' : ''}${key}`));
for (const { key, file } of lazy) {
  const { gzip } = sizeOf(file);
  if (gzip > LAZY_CHUNK_BUDGET)
    failures.push(
      `${file} (${key}) is ${kb(gzip)} gzipped, over the ${kb(LAZY_CHUNK_BUDGET)} budget of a lazy chunk`,
    );
}

if (failures.length > 0) {
  console.error(`\n✗ Over budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  console.error(
    '  Keep heavy code out of the first route and split large screens with lazy imports; the budgets stay.',
  );
  process.exit(1);
}
console.log(
  `\n✓ Within budget: /login ${kb(loginGzip)} of ${kb(LOGIN_ROUTE_BUDGET)}, lazy chunks ≤ ${kb(LAZY_CHUNK_BUDGET)}.`,
);
