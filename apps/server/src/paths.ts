import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up from this module to the package.json named @ooh/server.
 * The same code runs as src/*.ts under tsx and as the bundled dist/main.js, at different depths; walking up
 * finds the migrations and the web build from either.
 */
export function serverRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@ooh/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the @ooh/server package folder above ${from}`);
    dir = parent;
  }
}

export const migrationsFolder = () => join(serverRoot(), 'drizzle');
export const defaultWebDist = () => resolve(serverRoot(), '../web/dist');
/** The static Storybook `npm run build` writes at the repository root. */
export const defaultStorybookDist = () => resolve(serverRoot(), '../../storybook-static');

/** The product version: the root package.json's, falling back to the server's own. */
export function productVersion(): string {
  for (const manifest of [resolve(serverRoot(), '../../package.json'), join(serverRoot(), 'package.json')]) {
    if (!existsSync(manifest)) continue;
    const version: unknown = JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (typeof version === 'string') return version;
  }
  return '0.0.0';
}
