import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;
const packageDir = join(srcDir, '..');
/**
 * Folders that hold no component: the styling entry, the theme, test and Storybook helpers, and the wording the
 * components and the screens share (numbers and months written without Intl).
 */
const nonComponentFolders = new Set(['css', 'theme', 'test', 'storybook', 'text-format']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// This file is left out: it spells a root import as test data.
const sourceFiles = filesUnder(packageDir).filter(
  (path) => /\.(ts|tsx|js|mjs)$/.test(path) && path !== import.meta.filename,
);

describe('packages/ui conventions', () => {
  it('imports Ark UI per component, never from the package root', () => {
    const rootImport = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]@ark-ui\/react['"]/;
    const offenders = sourceFiles
      .filter((path) => rootImport.test(readFileSync(path, 'utf8')))
      .map((path) => relative(packageDir, path));
    expect(offenders).toEqual([]);
  });

  it('the check above catches a root import', () => {
    const rootImport = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]@ark-ui\/react['"]/;
    expect(rootImport.test("import { Field } from '@ark-ui/react';")).toBe(true);
    expect(rootImport.test("import { Field } from '@ark-ui/react/field';")).toBe(false);
  });

  const componentFolders = readdirSync(srcDir).filter(
    (name) => statSync(join(srcDir, name)).isDirectory() && !nonComponentFolders.has(name),
  );

  it.each(componentFolders)('%s has its component, styles, stories, tests and entry', (folder) => {
    const files = readdirSync(join(srcDir, folder));
    for (const expected of [
      `${folder}.tsx`,
      `${folder}.css.ts`,
      `${folder}.stories.tsx`,
      `${folder}.test.tsx`,
      'index.ts',
    ]) {
      expect(files).toContain(expected);
    }
  });

  it.each(componentFolders)('%s takes no className or style from its callers', (folder) => {
    const source = readFileSync(join(srcDir, folder, `${folder}.tsx`), 'utf8');
    const propsTypes = source.match(/export type \w+Props = \{[\s\S]*?\n\};/g) ?? [];
    for (const propsType of propsTypes) {
      expect(propsType).not.toMatch(/\b(className|style)\??:/);
    }
  });
});
