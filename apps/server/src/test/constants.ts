/** The moment every test starts at, and the demo password the test seed uses (test/harness.ts, test/template.ts). */
export const TEST_NOW = new Date('2025-06-02T09:00:00.000Z');
export const DEMO_PASSWORD = 'test-demo-password';

/**
 * How much longer than written a test may take in this run: 3 in the PostgreSQL run that `npm test` nices beside
 * the PGlite run (scripts/test.mjs sets SERVER_TEST_TIME_SCALE), 1 otherwise. vitest.config.ts's default limits and
 * every limit a test file writes go through `timeLimit`: a limit written in a file overrides the default, and
 * unscaled, the large deck's test (120 s) was the one to fail when that run starved (CI of 2026-11-29).
 */
const TIME_SCALE = Math.max(1, Number(process.env.SERVER_TEST_TIME_SCALE) || 1);

/** A test's own time limit (ms) in this run (`TIME_SCALE`). */
export const timeLimit = (ms: number) => ms * TIME_SCALE;
