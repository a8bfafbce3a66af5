import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Reads a machine's definition (its states and their transitions, as xstate resolved them) and draws it as a
 * Mermaid `stateDiagram-v2`: one box per state with its `meta.label`, one arrow per transition labelled with
 * the event and `[guard]`, `[*]` for the initial and final states, nested states inside their parent.
 */

export interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  event: string;
  guard: string;
  description: string;
  /** Expanded from a transition declared on the machine itself: it applies in every state. */
  fromAnyState: boolean;
}

export const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);
export const labelOf = (node: AnyStateNode): string =>
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

/** Every transition drawn, in the order the machine declares them (one per target). */
export function edgesOf(machine: AnyStateMachine): Edge[] {
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
      throw new Error(`Parallel state "${node.id}": extend mermaid.ts to draw it`);
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
