// Small helpers shared by the root scripts (no dependencies beyond Node).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function step(title) {
  process.stdout.write(`\n\x1b[1m▶ ${title}\x1b[0m\n`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Debian's Chromium is the only browser the tests use. Installs it when run as root (CI, fresh machines);
 * otherwise fails with the command to run. Never skips.
 */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    step("Chromium is missing: installing Debian's package (apt-get install -y chromium)");
    let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
      });
    }
    if (result.status === 0 && existsSync(path)) return path;
  }
  console.error(
    `\nChromium was not found at ${path}. The Storybook and end-to-end tests need Debian's Chromium:\n` +
      '  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an installed Chromium. (Tests never download a browser.)\n',
  );
  process.exit(1);
}
