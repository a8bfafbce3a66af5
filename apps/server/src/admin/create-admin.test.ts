import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import type { DatabaseConnection } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import { serverRoot } from '../paths.ts';
import { isDemoInstance } from '../seed/index.ts';
import { timeLimit } from '../test/constants.ts';
import { createTestDatabase, onPostgresRun } from '../test/database.ts';
import { CreateAdminError, createAdmin, hasAdmin } from './create-admin.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
  await connection.exclusive((maintenance) => maintenance.migrate());
});
afterAll(() => connection?.close());

const options = { demoPassword: 'configured-demo-pw', now: new Date('2025-06-02T09:00:00Z') };

describe('create-admin', () => {
  it('creates an active administrator on an empty database that is not a demo', async () => {
    expect(await isDemoInstance(connection.db)).toBe(false);
    expect(await hasAdmin(connection.db)).toBe(false);
    const admin = await createAdmin(
      connection.db,
      { email: ' Boss@Example.COM ', name: 'Ada Admin', password: 'a long enough secret' },
      options,
    );
    expect(admin.email).toBe('boss@example.com');
    expect(await hasAdmin(connection.db)).toBe(true);
    const [row] = await connection.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row).toMatchObject({ role: 'admin', status: 'active', name: 'Ada Admin' });
    expect(await verifyPassword('a long enough secret', row?.passwordHash ?? '')).toBe(true);
  });

  it('refuses the demo passwords, short passwords and an e-mail that has an account', async () => {
    const make = (email: string, password: string) =>
      createAdmin(connection.db, { email, name: 'X', password }, options);
    await expect(make('a@example.com', 'demo-password')).rejects.toThrow(CreateAdminError);
    await expect(make('a@example.com', 'configured-demo-pw')).rejects.toThrow(/demo password/);
    await expect(make('a@example.com', 'short-pw')).rejects.toThrow(/at least 12/);
    await expect(make('not-an-email', 'a long enough secret')).rejects.toThrow(/e-mail/);
    await expect(make('boss@example.com', 'a long enough secret')).rejects.toThrow(/already exists/);
  });

  // The command on an embedded data folder, whichever database the run uses (test/database.ts, onPostgresRun).
  it.skipIf(onPostgresRun)(
    'runs as a command on the embedded database, the password from ADMIN_PASSWORD',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ooh-admin-'));
      const run = (password: string) =>
        spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            resolve(serverRoot(), 'src/admin/cli.ts'),
            '--email',
            'root@example.com',
            '--name',
            'Root',
          ],
          {
            encoding: 'utf8',
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password },
            timeout: timeLimit(60_000),
          },
        );
      const refused = run('demo-password');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/demo password/);
      const created = run('a long enough secret');
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(/Administrator root@example.com created/);
    },
    90_000,
  );
});
