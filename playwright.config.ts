import { defineConfig } from '@playwright/test';

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
  // A spec file's tests run in order in one worker; two workers take the files between them, each with a server
  // and a database of its own (the `appServer` fixture of e2e/support.ts, which also gives each test its
  // baseURL). One worker left a third of the two cores idle (64 % in CI's step of 2026-11-29: a journey waits on
  // its server and its browser in turn). E2E_WORKERS changes the count (1 to debug one failure alone).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  outputDir: 'test-results',
  use: {
    headless: true,
    launchOptions: chromiumLaunch,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot, but the trace
    // records no screencast: Chromium encoding a frame of every change for every test, kept or not, was about a
    // quarter of the specs' time (e2e/roles.spec.ts: 52 s with it, 41 s without, 40 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
});
