import { Graph, layout } from '@dagrejs/dagre';
import { edgesOf, eventLabel, type LifecycleEntry } from '@ooh/machines/diagram';
import { statusTitle } from '@ooh/machines/lifecycle';

/**
 * Lays a lifecycle out for the explorer's diagram (docs/domain.md "Lifecycle explorer"): the machine's own states
 * and transitions (`edgesOf`, which docs/lifecycles' Mermaid pages are drawn from too), placed by dagre's layered
 * layout in the browser, offline. Transitions between the same two states share one arrow, its label listing the
 * events; a guarded event is marked with the guard's name in brackets, as in docs/lifecycles.
 */

export interface DiagramNode {
  id: string;
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
  initial: boolean;
  final: boolean;
}

export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  /** One line per event. */
  lines: string[];
  points: Array<{ x: number; y: number }>;
  labelX: number;
  labelY: number;
  /** Set for a transition back to its own state: where the loop leaves the box, and how far out it reaches. */
  loop?: { x: number; y: number; reach: number };
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  /** The start marker and its arrow to the initial state. */
  start: { x: number; y: number; points: Array<{ x: number; y: number }> };
}

const FONT_PX = 13;
/** An average glyph's width at 13 px in the system font: enough for the box to hold its text. */
const CHAR_PX = 7.4;
const LINE_PX = 18;
const NODE_HEIGHT = 56;
const START = '__start';

const textWidth = (text: string) => Math.ceil(text.length * CHAR_PX);

export function layoutLifecycle(entry: LifecycleEntry): DiagramLayout {
  const { machine } = entry;
  const graph = new Graph({ multigraph: false });
  graph.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 64, edgesep: 24, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));

  const states = Object.keys(machine.states);
  const initial = String(machine.config.initial ?? states[0]);
  graph.setNode(START, { width: 16, height: 16 });
  for (const state of states) {
    const title = statusTitle(machine, state);
    // Room for the title and for the count line under it ("12 records", "not counted").
    graph.setNode(state, {
      width: Math.max(120, textWidth(title) + 32, textWidth('not counted') + 32),
      height: NODE_HEIGHT,
    });
  }

  const grouped = new Map<string, { from: string; to: string; lines: string[] }>();
  for (const edge of edgesOf(machine)) {
    const from = edge.source.key;
    const to = edge.target.key;
    const key = `${from}>${to}`;
    const line = edge.guard ? `${eventLabel(edge.event)} [${edge.guard}]` : eventLabel(edge.event);
    const group = grouped.get(key) ?? { from, to, lines: [] };
    if (!group.lines.includes(line)) group.lines.push(line);
    grouped.set(key, group);
  }
  graph.setEdge(START, initial, { width: 0, height: 0 });
  for (const { from, to, lines } of grouped.values()) {
    graph.setEdge(from, to, {
      width: Math.max(...lines.map(textWidth)) + 8,
      height: lines.length * LINE_PX,
      labelpos: 'c',
    });
  }

  layout(graph);

  const finals = new Set(states.filter((state) => machine.states[state]?.type === 'final'));
  const nodes: DiagramNode[] = states.map((state) => {
    const node = graph.node(state);
    return {
      id: state,
      title: statusTitle(machine, state),
      x: node.x,
      y: node.y,
      width: node.width,
      height: node.height,
      initial: state === initial,
      final: finals.has(state),
    };
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges: DiagramEdge[] = [...grouped.values()].map(({ from, to, lines }) => {
    const edge = graph.edge(from, to) as {
      points?: Array<{ x: number; y: number }>;
      x?: number;
      y?: number;
      width?: number;
    };
    const points = edge.points ?? [];
    const middle = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    const labelX = edge.x ?? middle.x;
    const labelY = edge.y ?? middle.y;
    const node = byId.get(from);
    // A transition back to its own state: a loop out of the box's right side to its label and back.
    const loop =
      from === to && node
        ? {
            x: node.x + node.width / 2,
            y: node.y,
            reach: Math.max(24, labelX - (edge.width ?? 0) / 2 - node.x - node.width / 2),
          }
        : undefined;
    return { id: `${from}>${to}`, from, to, lines, points, labelX, labelY, ...(loop ? { loop } : {}) };
  });
  const startNode = graph.node(START);
  const startEdge = graph.edge(START, initial) as { points?: Array<{ x: number; y: number }> };
  const size = graph.graph() as { width?: number; height?: number };
  return {
    width: Math.ceil(size.width ?? 0),
    height: Math.ceil(size.height ?? 0),
    nodes,
    edges,
    start: { x: startNode.x, y: startNode.y, points: startEdge.points ?? [] },
  };
}

/** A smooth path through dagre's points: straight to the first, curves through the middle ones, to the last. */
export function pathThrough(points: ReadonlyArray<{ x: number; y: number }>): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 0) return `M${first.x},${first.y}`;
  let d = `M${first.x},${first.y}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const point = rest[i] as { x: number; y: number };
    const next = rest[i + 1] as { x: number; y: number };
    d += ` Q${point.x},${point.y} ${(point.x + next.x) / 2},${(point.y + next.y) / 2}`;
  }
  const last = rest[rest.length - 1] as { x: number; y: number };
  return `${d} L${last.x},${last.y}`;
}

/** The loop of a transition back to its own state, out of the box's right side and back into it. */
export function loopPath(loop: { x: number; y: number; reach: number }): string {
  const { x, y, reach } = loop;
  return `M${x},${y - 10} C${x + reach},${y - 30} ${x + reach},${y + 30} ${x},${y + 10}`;
}

export { FONT_PX, LINE_PX };
