import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { briefMachine } from '../src/brief/index.ts';
import { campaignMachine } from '../src/campaign/index.ts';
import { executionStatusMachine } from '../src/execution-status/index.ts';
import { networkOverlayMachine } from '../src/network-overlay/index.ts';
import { payOrderMachine } from '../src/pay-order/index.ts';
import { planMachine } from '../src/plan/index.ts';
import { requestStateMachine } from '../src/request-state/index.ts';
import { requestedSiteMachine } from '../src/requested-site/index.ts';
import { sessionMachine } from '../src/session/index.ts';
import { siteImageMachine } from '../src/site-image/index.ts';
import { userMachine } from '../src/user/index.ts';

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
  {
    folder: 'brief',
    title: 'Brief',
    summary:
      "A client's brief for a campaign, from its creation to approval or rejection, and its deletion while no plan is attached.",
    kind: 'domain',
    machine: briefMachine,
  },
  {
    folder: 'plan',
    title: 'Plan',
    summary:
      'A media plan built for an approved brief, through review and modification rounds to acceptance or loss.',
    kind: 'domain',
    machine: planMachine,
  },
  {
    folder: 'pay-order',
    title: 'Pay order',
    summary:
      "The client's purchase order recorded against an accepted plan; accepting it creates the campaign.",
    kind: 'domain',
    machine: payOrderMachine,
  },
  {
    folder: 'campaign',
    title: 'Campaign',
    summary:
      'A campaign created from an accepted pay order: editable while active, read-only once completed.',
    kind: 'domain',
    machine: campaignMachine,
  },
  {
    folder: 'execution-status',
    title: 'Execution status of a plan site',
    summary:
      'The progress of one plan site during a campaign (design received, printing, … dismounted): an operation analyst proposes the next status, an admin approves or rejects it.',
    kind: 'domain',
    machine: executionStatusMachine,
  },
  {
    folder: 'site-image',
    title: 'Site image',
    summary: 'A proof-of-posting photo of a plan site, reviewed by an admin.',
    kind: 'domain',
    machine: siteImageMachine,
  },
  {
    folder: 'requested-site',
    title: 'Requested site',
    summary:
      'A site asked for in the field that is not yet in the inventory, until an admin or KAM approves it.',
    kind: 'domain',
    machine: requestedSiteMachine,
  },
  {
    folder: 'user',
    title: 'User',
    summary: "A staff member's account, from being added by an admin to activation, suspension and deletion.",
    kind: 'domain',
    machine: userMachine,
  },
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
];

export const REGENERATE_COMMAND = 'npm run diagrams -w @ooh/machines';
const here = dirname(fileURLToPath(import.meta.url));
export const DOCS_DIR = resolve(here, '../../../docs/lifecycles');

interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  event: string;
  guard: string;
  description: string;
  /** Expanded from a transition declared on the machine itself: it applies in every state. */
  fromAnyState: boolean;
}

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);
const labelOf = (node: AnyStateNode): string =>
  (node.meta as { label?: string } | undefined)?.label ?? node.key;

/** Mermaid ids: a top-level state keeps its key (the stored status); nested ones are prefixed by their parents. */
function idOf(node: AnyStateNode): string {
  const id = node.path.join('_');
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(id)) throw new Error(`State "${node.id}" has no Mermaid-safe id`);
  return id;
}

function guardText(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // xstate's `not`, `and` and `or` are functions named so, holding the guards they combine.
    const inner = (guard as { guards?: unknown[] }).guards;
    if (!inner) return guard.name || 'inline guard';
    const parts = inner.map(guardText);
    if (guard.name === 'not') return `not ${parts[0]}`;
    return parts.join(guard.name === 'or' ? ' or ' : ' and ');
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

/** Event words: the event type, or what xstate's internal events mean (a delay, an invoked actor's outcome). */
function eventText(machine: AnyStateMachine, node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'immediately';
  if (eventType.startsWith('xstate.after.')) {
    // `xstate.after.<delay>.<state id>`
    const ref = eventType.slice('xstate.after.'.length, -(node.id.length + 1));
    if (/^\d+$/.test(ref)) return `after ${ref} ms`;
    const delay = (machine.implementations.delays as Record<string, unknown>)[ref];
    return typeof delay === 'number' ? `after ${ref} (${delay} ms)` : `after ${ref}`;
  }
  const actor = eventType.match(/^xstate\.(done|error)\.actor\.(.+)$/);
  if (actor) {
    const src = node.invoke.find((invoke) => invoke.id === actor[2])?.src;
    const name = typeof src === 'string' ? src : 'invoked actor';
    return actor[1] === 'done' ? `${name} done` : `${name} failed`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function edgesOf(machine: AnyStateMachine): Edge[] {
  const edges: Edge[] = [];
  const visit = (node: AnyStateNode) => {
    const candidatesByEvent: Array<[string, AnyStateNode['always']]> = [...node.transitions];
    if (node.always?.length) candidatesByEvent.push(['', node.always]);
    for (const [eventType, candidates] of candidatesByEvent) {
      (candidates ?? []).forEach((transition, index) => {
        // A target-less transition without actions is a forbidden one: nothing happens, so nothing is drawn.
        if (!transition.target && transition.actions.length === 0) return;
        const guarded = Boolean(transition.guard);
        const guard = guarded ? guardText(transition.guard) : index > 0 ? 'else' : '';
        const sources = node === machine.root ? children(node) : [node];
        for (const source of sources) {
          for (const target of transition.target ?? [source]) {
            edges.push({
              source,
              target,
              event: eventText(machine, node, eventType),
              guard,
              description: transition.description ?? '',
              fromAnyState: node === machine.root,
            });
          }
        }
      });
    }
    for (const child of children(node)) visit(child);
  };
  visit(machine.root);
  return edges;
}

/** The deepest state that contains both ends: Mermaid draws an edge correctly only when declared there. */
function containerOf(edge: Edge): string {
  const a = edge.source.path;
  const b = edge.target.path;
  const common: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) - 1 && a[i] === b[i]; i++) common.push(a[i] as string);
  return common.join('.');
}

const edgeLabel = (edge: Edge) =>
  (edge.guard ? `${edge.event} [${edge.guard}]` : edge.event).replaceAll(/[:;"]/g, ' ');

export function mermaidOf(machine: AnyStateMachine): string {
  const edges = edgesOf(machine);
  const lines = ['stateDiagram-v2'];
  const emit = (node: AnyStateNode, depth: number) => {
    if (node.type === 'parallel')
      throw new Error(`Parallel state "${node.id}": extend diagrams.ts to draw it`);
    const pad = '  '.repeat(depth);
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${pad}[*] --> ${idOf(initial)}`);
    for (const child of children(node)) {
      const label = labelOf(child);
      if (label !== idOf(child)) lines.push(`${pad}state "${label.replaceAll('"', "'")}" as ${idOf(child)}`);
      if (children(child).length > 0) {
        lines.push(`${pad}state ${idOf(child)} {`);
        emit(child, depth + 1);
        lines.push(`${pad}}`);
      } else if (label === idOf(child)) {
        lines.push(`${pad}${idOf(child)}`);
      }
    }
    for (const edge of edges.filter((e) => containerOf(e) === node.path.join('.'))) {
      lines.push(`${pad}${idOf(edge.source)} --> ${idOf(edge.target)} : ${edgeLabel(edge)}`);
    }
    for (const child of children(node).filter((c) => c.type === 'final')) {
      lines.push(`${pad}${idOf(child)} --> [*]`);
    }
  };
  emit(machine.root, 1);
  return lines.join('\n');
}

const cell = (text: string) => (text ? text.replaceAll('|', '\\|').replaceAll('\n', ' ') : '—');
const code = (text: string) => `\`${text}\``;

function allStates(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((child) => [child, ...allStates(child)]);
}

export function diagramPage(entry: DiagramEntry): string {
  const { machine, folder } = entry;
  const source = `packages/machines/src/${folder}/${folder}.machine.ts`;
  const stateRows = allStates(machine.root).map((node) => {
    const notes = [
      node.parent?.initial?.target?.[0] === node ? 'initial' : '',
      node.type === 'final' ? 'final' : '',
      node.description ?? '',
    ].filter(Boolean);
    const label = labelOf(node);
    return `| ${code(node.path.join('.'))} | ${label === node.key ? '—' : cell(label)} | ${cell(notes.join('; '))} |`;
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
