// End-to-end: the built app served by the built server (as `npm start` does, on a fresh embedded database in a
// temporary folder), driven by Playwright in Debian's headless Chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, freePort, root, run } from './lib.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'storybook-static/index.html']) {
  if (!existsSync(`${root}${built}`)) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
process.env.E2E_PORT ??= String(await freePort());
// The app under test runs as `npm start` runs it: embedded PGlite in a fresh folder, whatever DATABASE_URL says.
delete process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'ooh-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
