import type { LifecycleEntry } from '@ooh/machines/diagram';
import { useId, useMemo } from 'react';
import { countWords } from './count-words.ts';
import { FONT_PX, LINE_PX, layoutLifecycle, loopPath, pathThrough } from './diagram-layout.ts';
import * as styles from './lifecycles.css.ts';

export type LifecycleDiagramProps = {
  entry: LifecycleEntry;
  /** The simulator's state, drawn highlighted. */
  current: string | null;
  /** Records in each state now; null for a state no counter counts; undefined while the counts load or failed. */
  counts: Record<string, number | null> | undefined;
  /** The id of the transitions table, the diagram's text alternative. */
  describedBy: string;
};

/**
 * A lifecycle's diagram, drawn in the browser from the machine (docs/domain.md "Lifecycle explorer"): a box per
 * state with how many records are in it now, an arrow per pair of states labelled with the events between them, the
 * simulator's state highlighted. Loaded only by the lifecycle page (its chunk holds the layout library). Its text
 * alternative is the transitions table, which it names with aria-describedby.
 */
export function LifecycleDiagram({ entry, current, counts, describedBy }: LifecycleDiagramProps) {
  const layout = useMemo(() => layoutLifecycle(entry), [entry]);
  const titleId = useId();
  const markerId = useId();
  const pad = 8;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so a keyboard can scroll it.
    <section className={styles.diagramScroll} aria-label={`${entry.title} diagram, scrollable`} tabIndex={0}>
      <svg
        className={styles.diagram}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        width={layout.width + pad * 2}
        height={layout.height + pad * 2}
        viewBox={`${-pad} ${-pad} ${layout.width + pad * 2} ${layout.height + pad * 2}`}
        data-current={current ?? undefined}
      >
        <title id={titleId}>
          {`${entry.title} lifecycle diagram${current ? `, at ${layout.nodes.find((n) => n.id === current)?.title ?? current}` : ''}; the transitions table below describes it.`}
        </title>
        <defs>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
          </marker>
        </defs>
        <circle cx={layout.start.x} cy={layout.start.y} r={7} className={styles.startDot} />
        <path
          d={pathThrough(layout.start.points)}
          className={styles.edgePath}
          markerEnd={`url(#${markerId})`}
        />
        {layout.edges.map((edge) => (
          <path
            key={edge.id}
            d={edge.loop ? loopPath(edge.loop) : pathThrough(edge.points)}
            className={styles.edgePath}
            markerEnd={`url(#${markerId})`}
          />
        ))}
        {layout.nodes.map((node) => {
          const isCurrent = node.id === current;
          const words = countWords(counts === undefined ? undefined : (counts[node.id] ?? null));
          return (
            <g key={node.id} data-state={node.id} data-current={isCurrent || undefined}>
              <rect
                x={node.x - node.width / 2}
                y={node.y - node.height / 2}
                width={node.width}
                height={node.height}
                rx={node.final ? 4 : 12}
                className={isCurrent ? styles.stateBoxCurrent : styles.stateBox}
              />
              {node.final ? (
                <rect
                  x={node.x - node.width / 2 + 4}
                  y={node.y - node.height / 2 + 4}
                  width={node.width - 8}
                  height={node.height - 8}
                  rx={2}
                  className={isCurrent ? styles.stateBoxCurrent : styles.stateBox}
                  fillOpacity={0}
                />
              ) : null}
              <text
                x={node.x}
                y={words ? node.y - 4 : node.y + FONT_PX / 2 - 2}
                textAnchor="middle"
                className={styles.stateTitle}
              >
                {node.title}
              </text>
              {words ? (
                <text x={node.x} y={node.y + 14} textAnchor="middle" className={styles.stateCount}>
                  {words}
                </text>
              ) : null}
            </g>
          );
        })}
        {layout.edges.map((edge) => {
          const width = Math.max(...edge.lines.map((line) => line.length * 7)) + 8;
          const height = edge.lines.length * LINE_PX;
          return (
            <g key={`${edge.id}:label`}>
              <rect
                x={edge.labelX - width / 2}
                y={edge.labelY - height / 2}
                width={width}
                height={height}
                rx={4}
                className={styles.edgeLabelBack}
              />
              {edge.lines.map((line, index) => (
                <text
                  key={line}
                  x={edge.labelX}
                  y={edge.labelY - height / 2 + LINE_PX * index + 13}
                  textAnchor="middle"
                  className={styles.edgeLabel}
                >
                  {line}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
    </section>
  );
}
