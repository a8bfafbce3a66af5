import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
/**
 * Support code, not machines: the resolve/can/next helper, the status lists (without xstate, for the contract),
 * path coverage for tests (kept apart so @xstate/graph stays out of the bundles), and the record lifecycles'
 * catalog with the diagram drawing that docs/lifecycles and the admin's /lifecycles page share.
 */
const SUPPORT_FOLDERS = ['diagram', 'lifecycle', 'statuses', 'testing'];
const folders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SUPPORT_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);

describe('machines package conventions', () => {
  it.each(folders)('%s: one machine with its index and its test beside it', (folder) => {
    for (const file of [`${folder}.machine.ts`, `${folder}.machine.test.ts`, 'index.ts']) {
      expect(existsSync(join(src, folder, file)), `${folder}/${file}`).toBe(true);
    }
  });

  it.each(folders)('%s: pure — imports only xstate (never the contract, React or the browser)', (folder) => {
    const source = readFileSync(join(src, folder, `${folder}.machine.ts`), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.every((name) => name === 'xstate' || name?.startsWith('./'))).toBe(true);
    expect(source).not.toMatch(/\b(window|document|localStorage|navigator)\./);
    expect(source).not.toMatch(/(^|[^.\w])fetch\(/m);
  });

  it.each(SUPPORT_FOLDERS)('%s: support code imports only xstate and @xstate/graph', (folder) => {
    const files = readdirSync(join(src, folder)).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(files).toContain('index.ts');
    for (const file of files) {
      const source = readFileSync(join(src, folder, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(
        imports.every((name) => name === 'xstate' || name === '@xstate/graph' || name?.startsWith('.')),
        file,
      ).toBe(true);
    }
  });
});
