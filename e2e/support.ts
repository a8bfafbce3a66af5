import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

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
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`${baseURL}/api/health`).then(
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
