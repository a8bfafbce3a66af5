// Reading the built web app (apps/web/dist) through Vite's manifest: which JavaScript a route loads and what each
// chunk weighs gzipped. Shared by scripts/check-login-bundle.mjs and scripts/check-bundle-budget.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

export const dist = join(root, 'apps/web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
/** The login screen's module, as the manifest names it (screens.ts imports it lazily). */
export const LOGIN_MODULE = 'src/pages/LoginPage.tsx';

/** The manifest and its entry's key; exits with the command to run when there is no build. */
export function readManifest() {
  if (!existsSync(manifestFile)) {
    console.error(`No ${manifestFile}: build the web app first (npx turbo run build --filter=@ooh/web).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey || !manifest[LOGIN_MODULE]) {
    console.error(`The manifest has no entry or no ${LOGIN_MODULE}.`);
    process.exit(1);
  }
  return { manifest, entryKey };
}

/** A chunk and everything it imports statically, in load order: file → manifest key. */
export function withStaticImports(manifest, key, into = new Map()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** The JavaScript the browser must load before the login screen can paint: the entry and the screen's chunk. */
export function loginRouteFiles(manifest, entryKey) {
  return withStaticImports(manifest, LOGIN_MODULE, withStaticImports(manifest, entryKey));
}

const sizes = new Map();
/**
 * A built file's size, its gzipped size (zlib's default level, what the budgets count) and what the server
 * sends a browser that accepts brotli: the build's `.br` copy, or the file itself when the build wrote none.
 */
export function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const path = join(dist, file);
    const content = readFileSync(path);
    const brotli = existsSync(`${path}.br`) ? statSync(`${path}.br`).size : content.length;
    size = { content, bytes: content.length, gzip: gzipSync(content).length, brotli };
    sizes.set(file, size);
  }
  return size;
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
