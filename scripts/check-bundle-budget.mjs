// The first load's budget, read from the built app (apps/web/dist/.vite/manifest.json), issue 12:
// - /login loads at most 100 KB of gzipped JavaScript in all: the entry chunk, the login screen's lazy chunk and
//   every chunk they import statically (scripts/bundle.mjs, as check-login-bundle.mjs counts them);
// - every chunk loaded later (a lazy screen, or a chunk lazy screens share) is at most 50 KB gzipped, so no
//   screen stalls on one large download.
// - the page most sign-ins land on (/dashboard: the entry, the shell's and the dashboard's chunks and what they
//   import statically) loads at most DASHBOARD_ROUTE_FILES scripts: the server speaks HTTP/1.1 (six connections a
//   host), so each file past six waits for another's round trip before the page can ask for its figures.
// Prints each route's chunks and the largest lazy ones; on failure names each chunk over budget and its size.
// The budgets are the issue's; when one fails, split the code (a lazy import, a heavy library kept out of the
// entry), do not raise it. Runs after the build in `npm test`; `node scripts/check-bundle-budget.mjs` alone.
import { kb, loginRouteFiles, readManifest, sizeOf, withStaticImports } from './bundle.mjs';

export const LOGIN_ROUTE_BUDGET = 100 * 1024;
export const LAZY_CHUNK_BUDGET = 50 * 1024;
/**
 * 17 before the shell's chunk took zag's DOM helpers (apps/web/vite.config.ts, `acrossPackages`): a dozen files of
 * 0.1–5 KB, two more waves of slow-4G round trips before the dashboard's figures (Lighthouse LCP 3.8 → 3.2–3.4 s).
 */
export const DASHBOARD_ROUTE_FILES = 12;

/**
 * The lazy chunks allowed over LAZY_CHUNK_BUDGET, by manifest key: each a heavy library that cannot be split,
 * loaded only when the user asks for what it does (never with a screen). Each allowance names the library, its
 * measured size and a ceiling a little above it, so growth is still caught. Each must stay a dynamic import that no
 * chunk imports statically (checked below). No other chunk gets one: a screen over budget is split instead.
 * - pdf.js (pdfjs-dist 5.6.205) drawing the deck preview of /plan/visual-representation, loaded when "Preview
 *   deck" is opened: 116.8 KB gzipped measured (394 KB raw). Its worker (pdf.worker.min-*.mjs, 369 KB gzipped)
 *   is an asset the worker thread fetches, not a chunk of the page.
 * - MapLibre GL JS (maplibre-gl 6.17.0, one pre-built ES module that cannot be split), imported by the site map
 *   (src/modules/site-map/SiteMap.tsx, itself a lazy chunk of about 5 KB) only when a map is shown and the browser
 *   has WebGL 2: 289.3 KB gzipped measured (1,080 KB raw). Its worker (maplibre-gl-worker.mjs, 147 KB gzipped) is
 *   an asset the worker thread fetches, not a chunk of the page.
 */
export const LAZY_CHUNK_ALLOWANCES = new Map([
  ['src/modules/visual-representation/deck/render-deck.ts', { budget: 120 * 1024, library: 'pdf.js' }],
  ['../../node_modules/maplibre-gl/dist/maplibre-gl.mjs', { budget: 300 * 1024, library: 'MapLibre GL JS' }],
]);

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

// /dashboard: the shell's and the dashboard's chunks are Rolldown groups (apps/web/vite.config.ts), named so in the
// manifest.
const groupKey = (name) =>
  Object.keys(manifest).find((key) => manifest[key].name === name && !manifest[key].src);
const dashboard = new Map(entry);
for (const name of ['shell', 'dashboard']) {
  const key = groupKey(name);
  if (key) withStaticImports(manifest, key, dashboard);
  else
    failures.push(
      `no "${name}" chunk in the manifest: apps/web/vite.config.ts names the shell's and the dashboard's`,
    );
}
console.log(`\n/dashboard: ${dashboard.size} scripts (at most ${DASHBOARD_ROUTE_FILES})`);
for (const [file, key] of dashboard) console.log(row(file, `  ${manifest[key].name ?? key}`));
if (dashboard.size > DASHBOARD_ROUTE_FILES)
  failures.push(
    `/dashboard loads ${dashboard.size} scripts, more than ${DASHBOARD_ROUTE_FILES}: ` +
      [...dashboard]
        .map(([file, key]) => `${file} (${manifest[key].name ?? key}, ${kb(sizeOf(file).gzip)})`)
        .join(', '),
  );

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
  const allowance = LAZY_CHUNK_ALLOWANCES.get(key);
  const budget = allowance?.budget ?? LAZY_CHUNK_BUDGET;
  if (gzip > budget)
    failures.push(
      `${file} (${key}) is ${kb(gzip)} gzipped, over the ${kb(budget)} budget of ` +
        (allowance ? `its allowance (${allowance.library})` : 'a lazy chunk'),
    );
}
for (const [key, allowance] of LAZY_CHUNK_ALLOWANCES) {
  const chunk = manifest[key];
  const staticImporters = Object.values(manifest).filter((other) => other.imports?.includes(key));
  if (!chunk?.isDynamicEntry || staticImporters.length > 0 || entry.has(chunk.file))
    failures.push(
      `${key} (${allowance.library}) has an allowance only as a chunk loaded by a dynamic import alone; ` +
        (chunk
          ? `imported statically by ${staticImporters.map((other) => other.file).join(', ') || 'the entry'}`
          : 'not built'),
    );
  else
    console.log(
      `  allowed: ${chunk.file} (${allowance.library}) ${kb(sizeOf(chunk.file).gzip)} of ${kb(allowance.budget)}`,
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
  `\n✓ Within budget: /login ${kb(loginGzip)} of ${kb(LOGIN_ROUTE_BUDGET)}, lazy chunks ≤ ${kb(LAZY_CHUNK_BUDGET)} ` +
    `(${LAZY_CHUNK_ALLOWANCES.size} named allowances: ${[...LAZY_CHUNK_ALLOWANCES.values()].map((a) => a.library).join(', ')}).`,
);
