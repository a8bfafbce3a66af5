import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';

export const STAFF_ROLES = [
  'admin',
  'key_account_manager',
  'planner',
  'designer',
  'editor',
  'operation_analyst',
  'manager',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export async function signIn(page: Page, role: StaffRole, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${role}@demo.local`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in: the top bar's user menu, at every width (on a phone the sidebar is a drawer behind the menu button).
  await expect(page.getByRole('banner').getByRole('button', { name: /^User menu: / })).toBeVisible();
}

/** The bearer token of a demo account, straight from the API (to compare what the screen shows). */
export async function apiToken(baseURL: string, role: StaffRole): Promise<string> {
  const response = await fetch(`${baseURL}/api/user/login/user-appsell`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@demo.local`, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function apiGet<T>(baseURL: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A server of its own, for tests that stop and restart it. */
export async function startOwnServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ooh-e2e-own-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      env,
      // The server's errors reach the run's output, as the old shared server's did; its request log does not.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`${baseURL}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    baseURL,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The worker's server (see `test`). */
type WorkerFixtures = { appServer: { baseURL: string } };

/**
 * Playwright's `test` with a server per worker: each worker starts the built server on a fresh embedded database
 * of its own (`startOwnServer`: as `npm start` does, seeded with the demo accounts) and its tests' `baseURL` points
 * there. The spec files run in two workers at once (playwright.config.ts), each on its own data, so no spec sees
 * another's records and the journeys keep both cores busy instead of waiting on one server (README, "Tests and
 * benchmarks").
 */
export const test = base.extend<object, WorkerFixtures>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startOwnServer();
      try {
        await use({ baseURL: server.baseURL });
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseURL),
});

/** An API call as a role's token, failing the test with the answer's text when it is not a success. */
export async function apiCall<T>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export type SiteOption = {
  id: number;
  kind: 'conventional' | 'digital';
  available: boolean;
  medium_name: string;
};
type Named = { id: number; name: string };

/**
 * A new plan in progress on a new approved brief, made through the API as its roles would: a KAM briefs every
 * region, city and medium for `dates`, an admin approves, a planner names the plan. Answers the plan, the site
 * options free for the brief's dates, and the tokens.
 */
export async function newPlanInProgress(
  base: string,
  {
    campaign,
    plan,
    dates,
  }: { campaign: string; plan: string; dates: { start_date: string; end_date: string } },
) {
  const stamp = Date.now().toString(36).slice(-5);
  const [kam, admin, planner] = await Promise.all([
    apiToken(base, 'key_account_manager'),
    apiToken(base, 'admin'),
    apiToken(base, 'planner'),
  ]);
  const [regions, cities, mediums, clients] = await Promise.all([
    apiGet<{ data: Named[] }>(base, kam, '/appsells/fetch-regions'),
    apiGet<{ data: Named[] }>(base, kam, '/cities/fetch-all-cities-admin'),
    apiGet<{ data: Named[] }>(base, kam, '/medium/fetch-all-mediums-admin'),
    apiGet<{ clients: Array<{ id: number }> }>(base, kam, '/admin/fetch-all-clients?limit=1'),
  ]);
  const { brief } = await apiCall<{ brief: { id: number } }>(
    base,
    kam,
    'POST',
    '/create-brief/admin-appsells',
    {
      client_id: clients.clients[0]!.id,
      campaign_name: `${campaign} ${stamp}`,
      objective: campaign,
      ...dates,
      budget: 1_000_000,
      region_ids: regions.data.map((region) => region.id),
      city_ids: cities.data.map((city) => city.id),
      medium_ids: mediums.data.map((medium) => medium.id),
    },
  );
  await apiCall(base, admin, 'PATCH', `/accept-brief-admin-appsells/${brief.id}`);
  const planName = `${plan} ${stamp}`;
  const created = await apiCall<{ plan: { plan_id: number } }>(
    base,
    planner,
    'POST',
    `/create-plan-name/admin-appsell/${brief.id}`,
    { planName },
  );
  const planId = created.plan.plan_id;
  const { sites } = await apiCall<{ sites: SiteOption[] }>(
    base,
    planner,
    'POST',
    `/fetch-plan-site-options/admin-appsells/${planId}`,
    { availability: 'available', limit: 100 },
  );
  return { planId, planName, stamp, sites, tokens: { kam, admin, planner } };
}

/**
 * Ticks a checkbox from the keyboard (focus, Space) and waits until it is ticked. A forced click lands on whatever
 * is drawn over the box at that moment (a toast, the live notification popup) and is lost; a key press goes to the
 * focused box whatever covers it.
 */
export async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}
