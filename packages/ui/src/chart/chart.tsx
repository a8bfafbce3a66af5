import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import * as styles from './chart.css';

export type BarChartDatum = {
  label: string;
  /** null: the figure does not exist (a CPM without impressions); drawn as no bar, written as the formatter says. */
  value: number | null;
};

export type BarChartProps = {
  /** Names the chart: its visible caption, and the caption of the table that is its text alternative. */
  title: string;
  /** One bar each, in this order; labels are unique (they key the bars). */
  data: readonly BarChartDatum[];
  /** How a value is written beside its bar and in the table (`PKR 180,000`, `—` for null). */
  formatValue: (value: number | null) => string;
  /** The table's header for the labels ("Kind", "Region"). */
  labelHeader: string;
  /** The table's header for the values ("Net", "CPM"). */
  valueHeader: string;
};

/** Geometry of one bar's row: its label, its value on the next line (so they never collide), the bar under them. */
const ROW = 62;
const TEXT_BASELINE = 15;
const VALUE_BASELINE = 33;
const BAR_TOP = 40;
const BAR_HEIGHT = 14;
/** Before the first measurement (and where nothing can measure, as in tests). */
const FALLBACK_WIDTH = 480;

/**
 * A horizontal bar chart (visx scales and bars, SVG): one bar a datum, its label and value written above it on two
 * lines, so it reads the same at phone width as at desk width. The drawing is hidden from assistive technology; a visually
 * hidden table with the same figures is its text alternative.
 */
export function BarChart({ title, data, formatValue, labelHeader, valueHeader }: BarChartProps) {
  const captionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const max = Math.max(0, ...data.map((datum) => datum.value ?? 0));
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, width] });
  const y = scaleBand<string>({
    domain: data.map((datum) => datum.label),
    range: [0, data.length * ROW],
  });
  const height = data.length * ROW;

  return (
    <figure className={styles.figure()} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption()}>
        {title}
      </figcaption>
      <div ref={ref}>
        <svg
          className={styles.plot()}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
        >
          {data.map((datum) => {
            const top = y(datum.label) ?? 0;
            return (
              <g key={datum.label} transform={`translate(0, ${top})`}>
                <text className={styles.label()} x={0} y={TEXT_BASELINE}>
                  {datum.label}
                </text>
                <text className={styles.value()} x={0} y={VALUE_BASELINE}>
                  {formatValue(datum.value)}
                </text>
                <Bar className={styles.track()} x={0} y={BAR_TOP} width={width} height={BAR_HEIGHT} rx={2} />
                {datum.value !== null && datum.value > 0 ? (
                  <Bar
                    className={styles.bar()}
                    x={0}
                    y={BAR_TOP}
                    width={Math.max(1, x(datum.value))}
                    height={BAR_HEIGHT}
                    rx={2}
                  />
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      {/* A table takes at least its content's width whatever its own width says, so the 1 px box that hides it is
          a div around it: hidden on the table itself, it widened a phone's page by the table's width. */}
      <div className={styles.alternative}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * The element's width, kept up to date as it changes size. The observer reports the first size itself, once the
 * browser has laid the page out: reading `clientWidth` in the effect instead forced a layout of the whole page in
 * the middle of the dashboard's first render (13 ms on this machine, 52 ms of Lighthouse's 4× CPU).
 */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
