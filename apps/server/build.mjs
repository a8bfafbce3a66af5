// Bundles the server with esbuild: the @ooh/* workspace packages are TypeScript source and are bundled in;
// every other package stays an import resolved from node_modules at run time (native, wasm and large packages
// such as PGlite and firebase-admin load their own files). Output: dist/main.js, dist/seed.js, dist/ops.js (backup,
// restore, move-to-postgres) and the worker that makes the deck and the workbook, dist/document-worker.js, side by
// side, so they find the migrations (../drizzle) and the web build the same way.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

/**
 * Marks bare imports external, except our own workspace packages.
 * @type {import('esbuild').Plugin}
 */
const externalNonWorkspace = {
  name: 'external-non-workspace',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ooh/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  // The document worker (the deck and the workbook) is its own entry: services/visualrep/document-worker.ts starts
  // dist/document-worker.js in a worker thread.
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/seed/cli.ts',
    // The operator's commands (backup, restore, move-to-postgres) on a built install: node dist/ops.js backup.
    ops: 'src/ops/cli.ts',
    'document-worker': 'src/services/visualrep/document.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalNonWorkspace],
  logLevel: 'warning',
});
console.log(`server built to ${outdir} in ${Date.now() - started} ms`);
