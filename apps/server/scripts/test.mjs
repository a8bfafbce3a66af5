// The server's suite: on the embedded PGlite, and on PostgreSQL too when DATABASE_URL is set (CI sets it), the two
// runs at once. Each test file creates its own database: in-memory PGlite, or `ooh_test_<random>` through
// DATABASE_URL. Extra arguments go to vitest (e.g. `npm test -w @ooh/server -- src/routes`).
//
// Why at once: each run is one vitest worker (vitest.config.ts says why not two), so one after the other the suite
// kept one core busy for 855 s while the rest of `npm test`'s workspaces had finished beside it after a few minutes;
// much of the PostgreSQL run's work is PostgreSQL's own, in its processes. The PGlite run's output is printed live,
// the PostgreSQL run's when it ends (SERVER_TEST_SERIAL=1 runs them one after the other, both live).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const extra = process.argv.slice(2);

/** @param {'pglite' | 'postgres'} database */
const label = (database) => (database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (in memory)');

/**
 * @param {'pglite' | 'postgres'} database
 * @param {boolean} kept the output is kept, and printed once the run ends
 * @returns {Promise<number>} the run's exit code
 */
function runSuite(database, kept) {
  const env = { ...process.env };
  if (database === 'postgres') env.TEST_DATABASE = 'postgres';
  else delete env.TEST_DATABASE;
  // The niced run's limits are three times as long (below): vitest.config.ts's defaults and the limits written in
  // test files, all through `timeLimit` (src/test/constants.ts).
  if (kept) env.SERVER_TEST_TIME_SCALE = '3';
  else delete env.SERVER_TEST_TIME_SCALE;
  if (!kept) console.log(`\n▶ server tests on ${label(database)}`);
  /** @type {Buffer[]} */
  const output = [];
  const started = Date.now();
  return new Promise((resolve) => {
    // Beside the PGlite run, the PostgreSQL run's process yields the CPU to it and to the other workspaces' suites
    // (`nice`): they have time-outs of their own to keep, and this run has the rest of the PGlite run to finish in.
    // Niced, the run gets about a tenth of a core while the rest of `npm test` keeps both busy (weight 110 against
    // 1,024), so its time limits are three times vitest.config.ts's (SERVER_TEST_TIME_SCALE above): the deck's
    // first test (two PDFs made in worker threads, 2.3 s alone) ran past its 30 s in CI's run of 2026-11-28 on a busy
    // machine. What the tests assert about time stays relative (the event loop's delay against the document's own
    // time).
    //
    // And in two workers, where the PGlite run has one: niced, the PostgreSQL run's files were left to one process
    // for the last three minutes of CI's step after the PGlite run had ended (2026-11-29: PGlite 497 s, PostgreSQL
    // 680 s, the step at 88 % CPU), with one core mostly idle. Two workers take the files as they come, so that tail
    // keeps both cores; before it, niced, they only take what the other suites leave.
    const [command, args] = kept
      ? ['nice', ['-n', '10', process.execPath, vitest, 'run', '--maxWorkers=2', ...extra]]
      : [process.execPath, [vitest, 'run', ...extra]];
    const child = spawn(command, args, {
      cwd: serverDir,
      env,
      stdio: kept ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    // 'close', not 'exit': the kept output's pipes may still hold its last lines when the process exits.
    child.on('close', (code, signal) => {
      if (kept) {
        console.log(`\n▶ server tests on ${label(database)} (ran beside the PGlite run)`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`  (${database}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let codes;
if (!process.env.DATABASE_URL) {
  codes = [await runSuite('pglite', false)];
  console.log('\n(DATABASE_URL is not set: the PostgreSQL run was skipped.)');
} else if (process.env.SERVER_TEST_SERIAL === '1') {
  codes = [await runSuite('pglite', false)];
  if (codes[0] === 0) codes.push(await runSuite('postgres', false));
} else {
  codes = await Promise.all([runSuite('pglite', false), runSuite('postgres', true)]);
}
process.exit(codes.find((code) => code !== 0) ?? 0);
