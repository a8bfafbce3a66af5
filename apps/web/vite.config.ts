import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPagePreloads } from './vite-plugins/first-page-preloads.ts';
import { precompress } from './vite-plugins/precompress.ts';

type ModuleGraph = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;
const bootModules = new Map<string, boolean>();

/** Whether the entry reaches a module through static imports only (memoised; an import cycle counts as no). */
function isStaticallyImportedByEntry(
  id: string,
  getModuleInfo: ModuleGraph,
  visiting = new Set<string>(),
): boolean {
  const known = bootModules.get(id);
  if (known !== undefined) return known;
  const info = getModuleInfo(id);
  if (!info || visiting.has(id)) return false;
  visiting.add(id);
  const reached: boolean =
    info.isEntry ||
    info.importers.some((importer) => isStaticallyImportedByEntry(importer, getModuleInfo, visiting));
  visiting.delete(id);
  bootModules.set(id, reached);
  return reached;
}

/**
 * Modules the entry reaches only through a package barrel's re-export and does not use, which the boot chunk
 * must not capture: the schema-free metadata of every contract call (`@ooh/api`'s generated endpoints) and the
 * contract's constants (statuses, message tables, plan columns), which only screens use. Left to Rolldown,
 * they go to chunks the screens share; should boot code ever use one of their exports, that chunk becomes a
 * static import of the entry, which the bundle budget counts.
 */
const NOT_BOOT = [
  /[\\/]packages[\\/]api[\\/]src[\\/]meta[\\/]endpoints\.gen\.ts$/,
  /[\\/]packages[\\/]api[\\/]src[\\/]contract[\\/]constants\.ts$/,
];

/**
 * Parts of the sign-in page that other screens use too (the password field: the password-set page and the own
 * password dialog, issue 17). Shared, Rolldown would cut them into a chunk of their own that /login then loads as
 * one more file; in the boot chunk they cost /login less than that file does.
 */
const LOGIN_PAGE_PARTS = [/[\\/]packages[\\/]ui[\\/]src[\\/]password-input[\\/]/];

type ImportGraph = (id: string) => { importedIds: readonly string[] } | null;

/** The npm package a module belongs to (`@scope/name` or `name`), or null for the project's own source. */
function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match ? (match[1] as string) : null;
}

/**
 * The modules of the web app's source at `path` (relative to `apps/web/src`) and every one it imports statically.
 * With `acrossPackages: false` the walk follows a package's own files but not what one package imports from
 * another: through Ark's field barrel, the sign-in page otherwise reaches zag's auto-resize and from there every
 * DOM helper of zag, none of which /login loads (the boot chunk holds what it uses); counted as the sign-in page's,
 * they stayed out of the shell's chunk as a dozen files of 0.2–4 KB that /dashboard fetched before its figures.
 */
function staticClosure(path: string, { acrossPackages = true } = {}) {
  let reached: Set<string> | null = null;
  return (id: string, getModuleInfo: ImportGraph): boolean => {
    if (!reached) {
      const found = new Set<string>();
      const queue = [fileURLToPath(new URL(`./src/${path}`, import.meta.url))];
      while (queue.length > 0) {
        const next = queue.pop() as string;
        if (found.has(next)) continue;
        found.add(next);
        const from = packageOf(next);
        const imported = getModuleInfo(next)?.importedIds ?? [];
        queue.push(
          ...(acrossPackages || from === null
            ? imported
            : imported.filter((other) => packageOf(other) === from)),
        );
      }
      reached = found;
    }
    return reached.has(id);
  };
}
const inLoginPage = staticClosure('pages/LoginPage.tsx', { acrossPackages: false });
const inShell = staticClosure('modules/shell/components/Shell.tsx');
const inDashboard = staticClosure('pages/DashboardPage.tsx');

/**
 * The signed-in frame and the page most sign-ins land on, each one chunk: the shell (sidebar, top bar, user menu)
 * and the dashboard, with every module they import statically that the sign-in page does not. Left to Rolldown
 * they were some fifty files of 1–12 KB, which HTTP/1.1's six connections fetched in waves before the dashboard
 * could ask for its figures (Lighthouse: the dashboard's calls started 1.5 s into the load; now 0.6 s, 75 requests
 * down to 47). A module the sign-in page uses stays where Rolldown puts it: a group takes the modules its members
 * import too unless told not to (`includeDependenciesRecursively`), and /login would then load the whole group.
 * No cycle can form between a group and the chunks it imports: what a sign-in module imports is a sign-in module.
 */
function groupOf(
  name: string,
  isMember: (id: string, getModuleInfo: ImportGraph) => boolean,
  priority: number,
) {
  return {
    name: (id: string, context: { getModuleInfo: ImportGraph }) =>
      !NOT_BOOT.some((pattern) => pattern.test(id)) && isMember(id, (other) => context.getModuleInfo(other))
        ? name
        : null,
    priority,
    includeDependenciesRecursively: false,
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The page most sign-ins land on: its chunks are announced with its HTML (first-page-preloads.ts). The same
    // modules `preloadFirstPage` (app/AppRouter.tsx) and `loadFirstPageData` (app/first-page-data.ts) start.
    firstPagePreloads({
      '/dashboard': [
        'modules/shell/components/Shell.tsx',
        'pages/DashboardPage.tsx',
        'modules/dashboard/prefetch-dashboard.ts',
      ],
    }),
    precompress(),
  ],
  server: {
    // `npm run dev -w @ooh/web` talks to the API server started separately on its default port.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (scripts/check-login-bundle.mjs reads it).
    manifest: true,
    // Everything the entry imports statically (React, xstate, the router, the session, the store, the API
    // client, the design-system pieces they use) in one chunk, as Rollup would keep it in the entry, instead of
    // the dozen small shared chunks Rolldown cuts it into. The browser loads all of it before any page anyway, so
    // no page gets code it would not have loaded, and the server speaks HTTP/1.1 (six connections a host), where
    // each extra file of the first wave waits for a connection. Lazy screens get no such group: one would load
    // code a screen does not use.
    rolldownOptions: {
      output: {
        // Chunks and styles by their content hash alone: the entry lists the files each lazy screen preloads
        // (Vite's `__vite__mapDeps`), about 150 names, so their length counts against /login's budget.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: (id, context) =>
                (!NOT_BOOT.some((pattern) => pattern.test(id)) &&
                  isStaticallyImportedByEntry(id, (other) => context.getModuleInfo(other))) ||
                LOGIN_PAGE_PARTS.some((pattern) => pattern.test(id))
                  ? 'boot'
                  : null,
              priority: 4,
            },
            groupOf('shell', (id, graph) => !inLoginPage(id, graph) && inShell(id, graph), 2),
            groupOf('dashboard', (id, graph) => !inLoginPage(id, graph) && inDashboard(id, graph), 1),
          ],
        },
      },
    },
  },
});
