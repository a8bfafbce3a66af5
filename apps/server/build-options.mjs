// What the server's bundles share (build.mjs, and the server suite's document worker: src/test/template.ts): the
// @ooh/* workspace packages are TypeScript source and are bundled in; every other package stays an import resolved
// from node_modules at run time (native, wasm and large packages such as PGlite and firebase-admin load their own
// files).

/**
 * Marks bare imports external, except our own workspace packages.
 * @type {import('esbuild').Plugin}
 */
export const externalNonWorkspace = {
  name: 'external-non-workspace',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ooh/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * esbuild's options for a server bundle (entry points and output are each build's own).
 * @type {import('esbuild').BuildOptions}
 */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalNonWorkspace],
  logLevel: 'warning',
};

/** The document worker's entry (services/visualrep/document-worker.ts starts its bundle in a worker thread). */
export const DOCUMENT_WORKER_ENTRY = 'src/services/visualrep/document.worker.ts';
