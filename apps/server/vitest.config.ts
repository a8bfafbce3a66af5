import { defineConfig } from 'vitest/config';
import { timeLimit } from './src/test/constants.ts';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE === 'postgres' ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database, a copy of one migrated and seeded once per run (src/test/template.ts).
    globalSetup: ['src/test/template.ts'],
    // Documents come from the worker that set-up bundled (src/test/document-worker.ts).
    setupFiles: ['src/test/document-worker.ts'],
    // A file spent about 2 s importing the server afresh. Files here share no module state (no mocks, no stubbed
    // environment; each builds its own app and database), so a worker keeps its modules from one file to the next:
    // the PGlite suite's CPU time 272 s → 183 s (`time npx vitest run`, a busy machine). Workers stay at Vitest's
    // default (one per core but one): with two on CI's 2 cores, the grown tables of routes/scale.test.ts shared a
    // core with the fuzz suite and the web tests, and its set-up passed its 120 s.
    // (`npm test`'s niced PostgreSQL run takes two: scripts/test.mjs says why.)
    isolate: false,
    // Longer in the run `npm test` nices (`timeLimit`: SERVER_TEST_TIME_SCALE, set by scripts/test.mjs), as every
    // limit a test file writes.
    hookTimeout: timeLimit(120_000),
    testTimeout: timeLimit(30_000),
  },
});
