import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

type ModuleGraph = (id: string) => { isEntry: boolean; importers: string[] } | null;
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
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
        codeSplitting: {
          groups: [
            {
              name: (id, context) =>
                isStaticallyImportedByEntry(id, (other) => context.getModuleInfo(other)) ? 'boot' : null,
            },
          ],
        },
      },
    },
  },
});
