// `npm test`: the whole suite, in the order that fails fastest.
// lint → type check → unit and integration tests in every workspace (the server suite runs on PGlite, and on
// PostgreSQL too when DATABASE_URL is set) → build → the login route's bundle and the
// bundle budget → Storybook test-runner → end-to-end in headless Chromium. Lighthouse (`npm run lighthouse`) is
// not a step yet: its scores are still under the 95 it asserts (README, "The first load"). Once they are, it goes
// after the end-to-end step, on the same build (one run per page, about 50 s).
import { cpus } from 'node:os';
import { ensureChromium, run, step } from './lib.mjs';

const started = Date.now();
const chromium = ensureChromium();
process.env.CHROMIUM_PATH = chromium;

const steps = [
  ['Lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['Type check (root scripts and e2e)', 'npx', ['tsc', '-p', 'tsconfig.json']],
  [
    'Type check, unit and integration tests in every workspace',
    'npx',
    ['turbo', 'run', 'typecheck', 'test', '--concurrency=2', '--output-logs=new-only'],
  ],
  ['Build the apps', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']],
  ['Login route bundle: no zod (built web app)', 'node', ['scripts/check-login-bundle.mjs']],
  [
    'Bundle budget: /login ≤ 100 KB, lazy chunks ≤ 50 KB (gzipped)',
    'node',
    ['scripts/check-bundle-budget.mjs'],
  ],
  ['Storybook test-runner (interactions and axe)', 'node', ['scripts/test-storybook.mjs']],
  ['End-to-end tests in headless Chromium', 'node', ['scripts/e2e.mjs']],
];

const seconds = (since) => Math.round((Date.now() - since) / 1000);
/** The machine's CPU time so far, busy and in all (ms, every core): how busy a step kept the cores. */
function cpuTimes() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const total = times.user + times.nice + times.sys + times.irq + times.idle;
    all += total;
    busy += total - times.idle;
  }
  return { busy, all };
}
const timings = [];
for (const [title, command, args] of steps) {
  step(title);
  const stepStarted = Date.now();
  const cpuBefore = cpuTimes();
  const code = await run(command, args);
  const cpuAfter = cpuTimes();
  const busy = Math.round(
    (100 * (cpuAfter.busy - cpuBefore.busy)) / Math.max(1, cpuAfter.all - cpuBefore.all),
  );
  // Where the time went, and how busy the cores were: a step well below 100 % could run beside another.
  timings.push(
    `  ${String(seconds(stepStarted)).padStart(4)} s  ${String(busy).padStart(3)} % CPU  ${title}`,
  );
  if (code !== 0) {
    console.log(`\n${timings.join('\n')}`);
    console.error(`\n✗ ${title} failed (exit ${code}).`);
    process.exit(code);
  }
}
// Per step, so a suite creeping towards CI's budget shows where the time went.
console.log(`\n${timings.join('\n')}`);
console.log(`\n✓ All checks passed in ${seconds(started)} s.`);
