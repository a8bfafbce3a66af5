import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE === 'postgres' ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database, a copy of one migrated and seeded once per run (src/test/template.ts).
    globalSetup: ['src/test/template.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
