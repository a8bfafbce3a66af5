/** The moment every test starts at, and the demo password the test seed uses (test/harness.ts, test/template.ts). */
export const TEST_NOW = new Date('2025-06-02T09:00:00.000Z');
export const DEMO_PASSWORD = 'test-demo-password';
