import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { useDocumentWorkerFile } from '../services/visualrep/document-worker.ts';

// A set-up file of the server suite (vitest.config.ts): documents are made by the worker the global set-up bundled
// from the current source (test/template.ts), not compiled through tsx's hooks in each worker thread.
useDocumentWorkerFile(pathToFileURL(inject('documentWorkerBundle')));
