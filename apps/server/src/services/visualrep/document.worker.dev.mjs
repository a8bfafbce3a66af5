// Starts the document worker from its TypeScript source (tsx, vitest): a worker thread does not take tsx's hooks
// from `--import`, so this loads them for itself and then imports the worker (see document-worker.ts, `workerFile`).
import { tsImport } from 'tsx/esm/api';

await tsImport('./document.worker.ts', import.meta.url);
