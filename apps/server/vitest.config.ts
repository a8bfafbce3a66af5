import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE === 'postgres' ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite ~2 s, plus migrations and the seed).
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
