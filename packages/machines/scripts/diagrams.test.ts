import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mermaidOf } from '../src/diagram/index.ts';
import { DIAGRAMS, DOCS_DIR, generateDiagrams, REGENERATE_COMMAND } from './diagrams.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
/** Machines whose page is still to be added to DIAGRAMS (the list and action flows landed in parallel). */
const NOT_YET_DRAWN: string[] = [];

describe('lifecycle diagrams', () => {
  it('has a page for every machine folder', () => {
    const machineFolders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, `${entry.name}.machine.ts`)))
      .map((entry) => entry.name);
    const drawn = DIAGRAMS.map((entry) => entry.folder);
    expect(machineFolders.filter((folder) => !drawn.includes(folder)).sort()).toEqual(NOT_YET_DRAWN);
  });

  it('docs/lifecycles matches the machines (regenerate when this fails)', () => {
    const pages = generateDiagrams();
    const committed = existsSync(DOCS_DIR)
      ? readdirSync(DOCS_DIR).filter((file) => file.endsWith('.md'))
      : [];
    const stale = [
      ...[...pages]
        .filter(
          ([file, content]) =>
            !committed.includes(file) || readFileSync(join(DOCS_DIR, file), 'utf8') !== content,
        )
        .map(([file]) => file),
      ...committed.filter((file) => !pages.has(file)),
    ];
    expect(stale, `docs/lifecycles is stale (${stale.join(', ')}): run \`${REGENERATE_COMMAND}\``).toEqual(
      [],
    );
  });

  it('draws every status, every event, each guard and the final states of a machine', () => {
    const plan = DIAGRAMS.find((entry) => entry.folder === 'plan');
    const mermaid = mermaidOf(plan!.machine);
    expect(mermaid).toContain('[*] --> inprogress');
    expect(mermaid).toContain('state "modification required" as modification_required');
    expect(mermaid).toContain('inprogress --> pending : plan.submit [hasSites]');
    expect(mermaid).toContain('accepted --> [*]');
    expect(mermaid).toContain('lost --> [*]');
  });

  it('draws nested states inside their parent and edges leaving them outside it', () => {
    const session = DIAGRAMS.find((entry) => entry.folder === 'session');
    const lines = mermaidOf(session!.machine).split('\n');
    const inside = lines.slice(lines.indexOf('  state signingIn {'), lines.indexOf('  }') + 1);
    expect(inside).toContain('    state "authenticating" as signingIn_authenticating');
    expect(lines).toContain('  signingIn_authenticating --> signedIn : login done');
  });
});
