// The server's suite: on the embedded PGlite, then again on PostgreSQL when DATABASE_URL is set (CI sets it).
// Each test file creates its own database: in-memory PGlite, or `ooh_test_<random>` through DATABASE_URL.
// Extra arguments go to vitest (e.g. `npm test -w @ooh/server -- src/routes`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const extra = process.argv.slice(2);

/** @param {'pglite' | 'postgres'} database */
function runSuite(database) {
  const env = { ...process.env };
  if (database === 'postgres') env.TEST_DATABASE = 'postgres';
  else delete env.TEST_DATABASE;
  console.log(
    `\n▶ server tests on ${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (in memory)'}`,
  );
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...extra], {
      cwd: serverDir,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      console.log(`  (${database}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** @type {Array<'pglite' | 'postgres'>} */
const suites = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const database of suites) {
  const code = await runSuite(database);
  if (code !== 0) process.exit(code);
}
if (!process.env.DATABASE_URL) console.log('\n(DATABASE_URL is not set: the PostgreSQL run was skipped.)');
