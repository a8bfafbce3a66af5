// End-to-end: the built app served by the built server (as `npm start` does, on a fresh embedded database in a
// temporary folder: one server a Playwright worker, the `appServer` fixture of e2e/support.ts), driven by
// Playwright in Debian's headless Chromium.
import { existsSync } from 'node:fs';
import { ensureChromium, root, run } from './lib.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'storybook-static/index.html']) {
  if (!existsSync(`${root}${built}`)) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
// The app under test runs as `npm start` runs it: embedded PGlite in a fresh folder, whatever DATABASE_URL says.
delete process.env.DATABASE_URL;
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
