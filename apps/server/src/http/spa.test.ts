import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPageLinks } from './spa.ts';

// The first pages' preloads are an optimisation: a build without the file, or with a broken one, serves as before.
describe('the first pages’ Link headers', () => {
  it('are none without the build’s list', () => {
    expect(firstPageLinks(mkdtempSync(join(tmpdir(), 'ooh-web-'))).size).toBe(0);
  });

  it('are none, with a warning, when the list is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ooh-web-'));
    writeFileSync(join(dir, 'first-pages.json'), '{ not json');
    const warnings: string[] = [];
    expect(firstPageLinks(dir, (message) => warnings.push(message)).size).toBe(0);
    expect(warnings[0]).toMatch(/first-pages\.json could not be read/);
  });

  it('leave out what is not a built script or style', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ooh-web-'));
    writeFileSync(
      join(dir, 'first-pages.json'),
      JSON.stringify({
        '/a': { scripts: ['/assets/a.js', '/assets/../secret.js', 42], styles: 'not a list' },
        '/b': { scripts: ['/b.js'] },
      }),
    );
    expect([...firstPageLinks(dir)]).toEqual([['/a', '</assets/a.js>; rel=modulepreload']]);
  });
});
