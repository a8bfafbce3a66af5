// Starts the deck worker from its TypeScript source (tsx, vitest): a worker thread does not take tsx's hooks from
// `--import`, so this loads them for itself and then imports the worker (see deck.ts, `deckWorkerFile`).
import { tsImport } from 'tsx/esm/api';

await tsImport('./deck.worker.ts', import.meta.url);
