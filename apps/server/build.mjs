// Bundles the server with esbuild (build-options.mjs: workspace packages bundled in, other packages imported from
// node_modules at run time). Output: dist/main.js, dist/seed.js, dist/ops.js (backup,
// restore, move-to-postgres) and the worker that makes the deck and the workbook, dist/document-worker.js, side by
// side, so they find the migrations (../drizzle) and the web build the same way.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DOCUMENT_WORKER_ENTRY, serverBundleOptions } from './build-options.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

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
    'document-worker': DOCUMENT_WORKER_ENTRY,
  },
  outdir,
  ...serverBundleOptions,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});
console.log(`server built to ${outdir} in ${Date.now() - started} ms`);
