import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionMachine } from '../src/action/index.ts';
import { children, edgesOf, labelOf, mermaidOf, RECORD_LIFECYCLES } from '../src/diagram/index.ts';
import { formMachine } from '../src/form/index.ts';
import { listMachine } from '../src/list/index.ts';
import { networkOverlayMachine } from '../src/network-overlay/index.ts';
import { requestStateMachine } from '../src/request-state/index.ts';
import { sessionMachine } from '../src/session/index.ts';

/**
 * Generates the product owners' lifecycle diagrams (docs/lifecycles/) from the machine definitions, so a
 * diagram cannot say something the machine does not do. `diagrams.test.ts` fails when the committed ones are
 * stale. Run with `npm run diagrams -w @ooh/machines`.
 */

export interface DiagramEntry {
  /** The machine's folder under packages/machines/src, also the name of its page. */
  folder: string;
  title: string;
  /** One sentence on what the machine is, for a reader who has not seen the code. */
  summary: string;
  kind: 'domain' | 'client';
  machine: AnyStateMachine;
}

export const DIAGRAMS: readonly DiagramEntry[] = [
  // The record lifecycles' titles and summaries are the catalog's, which the admin's /lifecycles page shows too.
  ...RECORD_LIFECYCLES.map(({ folder, title, summary, machine }) => ({
    folder,
    title,
    summary,
    kind: 'domain' as const,
    machine,
  })),
  {
    folder: 'request-state',
    title: 'Request state',
    summary:
      'The state of one call the app makes to the server, behind every loading indicator, result and error.',
    kind: 'client',
    machine: requestStateMachine,
  },
  {
    folder: 'network-overlay',
    title: 'Network overlay',
    summary: 'The full-screen overlay shown when the server has been unreachable for 3 seconds.',
    kind: 'client',
    machine: networkOverlayMachine,
  },
  {
    folder: 'session',
    title: 'Session',
    summary:
      'The signed-in session in the browser: restored after a reload, signing in (with a push token when allowed) and the weekly push-token refresh.',
    kind: 'client',
    machine: sessionMachine,
  },
  {
    folder: 'list',
    title: 'List',
    summary:
      'Every paginated list screen: loading a page, searching (debounced) and filtering from page 1, retrying a failed load; an answer to a superseded request is ignored.',
    kind: 'client',
    machine: listMachine,
  },
  {
    folder: 'action',
    title: 'Review action',
    summary:
      'Every review action (accept, reject with a reason, delete…): confirm, submit, then done or failed with a retry.',
    kind: 'client',
    machine: actionMachine,
  },
  {
    folder: 'form',
    title: 'Form',
    summary:
      'Every form that saves something (a brief created or updated by form or by file, the site table of a plan): live checks (once a field is left, or at every change for a table), validation on save, the save itself, and a refusal shown on the fields or as a message with nothing typed lost.',
    kind: 'client',
    machine: formMachine,
  },
];

export const REGENERATE_COMMAND = 'npm run diagrams -w @ooh/machines';
const here = dirname(fileURLToPath(import.meta.url));
export const DOCS_DIR = resolve(here, '../../../docs/lifecycles');

const cell = (text: string) => (text ? text.replaceAll('|', '\\|').replaceAll('\n', ' ') : '—');
const code = (text: string) => `\`${text}\``;

function allStates(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((child) => [child, ...allStates(child)]);
}

export function diagramPage(entry: DiagramEntry): string {
  const { machine, folder } = entry;
  const source = `packages/machines/src/${folder}/${folder}.machine.ts`;
  const stateRows = allStates(machine.root).map((node) => {
    const flags = [
      node.parent?.initial?.target?.[0] === node ? 'Initial' : '',
      node.type === 'final' ? 'Final' : '',
    ].filter(Boolean);
    const notes = [flags.join(', '), node.description ?? ''].filter(Boolean);
    const label = labelOf(node);
    return `| ${code(node.path.join('.'))} | ${label === node.key ? '—' : cell(label)} | ${cell(notes.join('. '))} |`;
  });
  const transitionRows = edgesOf(machine)
    .filter(
      (edge, index, all) => !edge.fromAnyState || all.findIndex((e) => e.event === edge.event) === index,
    )
    .map((edge) => {
      const from = edge.fromAnyState ? 'any state' : code(edge.source.path.join('.'));
      return `| ${from} | ${code(edge.event)} | ${cell(edge.guard)} | ${code(edge.target.path.join('.'))} | ${cell(edge.description)} |`;
    });
  return [
    `<!-- Generated from ${source} by \`${REGENERATE_COMMAND}\`; do not edit by hand. -->`,
    `# ${entry.title} lifecycle`,
    '',
    entry.summary,
    '',
    `Machine \`${machine.id}\` in [${source}](../../${source}).`,
    '',
    '```mermaid',
    mermaidOf(machine),
    '```',
    '',
    '## States',
    '',
    '| State | Shown as | Notes |',
    '| --- | --- | --- |',
    ...stateRows,
    '',
    '## Transitions',
    '',
    '| From | Event | Guard | To | Rule or note |',
    '| --- | --- | --- | --- | --- |',
    ...transitionRows,
    '',
  ].join('\n');
}

export function indexPage(entries: readonly DiagramEntry[]): string {
  const rows = (kind: DiagramEntry['kind']) =>
    entries
      .filter((entry) => entry.kind === kind)
      .map((entry) => `| [${entry.title}](./${entry.folder}.md) | ${cell(entry.summary)} |`);
  return [
    `<!-- Generated by \`${REGENERATE_COMMAND}\`; do not edit by hand. -->`,
    '# Lifecycle diagrams',
    '',
    'Each page is drawn from the XState machine that the server and the screens use, so it shows exactly what',
    'the application allows. A box is a state (for domain records, the status stored in the database, in the',
    'words the screens use); an arrow is a transition, labelled with the event that causes it and, in',
    'brackets, the condition (guard) it needs; `[*]` marks where a record starts and where it ends for good.',
    "Each page's Transitions table gives the rule behind every guard, in the words a refused user is shown.",
    "In the app, admins explore the domain records' lifecycles live on the Lifecycles page (`/lifecycles`): the same",
    'diagrams drawn in the browser with how many records are in each state now, and a simulator that runs the',
    "server's transition check.",
    '',
    '## Domain records',
    '',
    '| Lifecycle | What it is |',
    '| --- | --- |',
    ...rows('domain'),
    '',
    '## In the browser',
    '',
    '| Lifecycle | What it is |',
    '| --- | --- |',
    ...rows('client'),
    '',
    `Regenerate after changing a machine: \`${REGENERATE_COMMAND}\` (a test fails while these pages are stale).`,
    '',
  ].join('\n');
}

/** Every page, by file name in docs/lifecycles. */
export function generateDiagrams(entries: readonly DiagramEntry[] = DIAGRAMS): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of entries) pages.set(`${entry.folder}.md`, diagramPage(entry));
  pages.set('README.md', indexPage(entries));
  return pages;
}

/** Writes the pages and removes pages of machines that no longer exist. */
export function writeDiagrams(dir: string = DOCS_DIR): string[] {
  const pages = generateDiagrams();
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.md') && !pages.has(file)) rmSync(join(dir, file));
  }
  for (const [file, content] of pages) writeFileSync(join(dir, file), content);
  return [...pages.keys()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const written = writeDiagrams();
  console.log(`Wrote ${written.length} pages to ${DOCS_DIR}`);
}
