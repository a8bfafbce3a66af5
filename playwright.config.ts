import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: chromiumLaunch,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot, but the trace
    // records no screencast: Chromium encoding a frame of every change for every test, kept or not, was about a
    // quarter of the specs' time (e2e/roles.spec.ts: 52 s with it, 41 s without, 40 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    // Ready, not only alive: the server listens while it migrates (docs/operations.md).
    url: `http://127.0.0.1:${port}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data-e2e',
      LOG_LEVEL: 'warn',
    },
  },
});
