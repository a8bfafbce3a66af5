import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE === 'postgres' ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database, a copy of one migrated and seeded once per run (src/test/template.ts).
    globalSetup: ['src/test/template.ts'],
    // Vitest's default is one worker per core but one: on CI's 2 cores, one file at a time, while each file mostly
    // waited (its database copy, sockets) and one core idled. And a file spent about 2 s importing the server
    // afresh: files here share no module state (no mocks, no stubbed environment; each builds its own app and
    // database), so a worker keeps its modules from one file to the next. Together: the PGlite suite's CPU time
    // 272 s → 183 s (`time npx vitest run`, a busy machine).
    maxWorkers: 2,
    isolate: false,
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
