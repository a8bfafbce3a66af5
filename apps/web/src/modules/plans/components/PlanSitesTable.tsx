import type { PlanColumnKey, PlanDetail, PlanSiteRow } from '@ooh/api';
import type { Totals } from '@ooh/api/plan-math';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import {
  formatAmount,
  formatCpm,
  formatPlanCell,
  formatWhole,
  isNumericColumn,
  NOT_APPLICABLE,
  siteCountText,
} from '../plan-format.ts';
import { groupPlanSites, leadingColumnCount, summedFigure } from '../plan-site-groups.ts';
import * as styles from './plans.css.ts';

export type PlanSitesTableProps = {
  /** The columns left visible to the client (the plan's dynamicHeaders), in their order. */
  headers: PlanDetail['dynamicHeaders'];
  /** The rows shown (every city's, or the filtered city's), in the server's order. */
  rows: readonly PlanSiteRow[];
  /** Adds the plan's total under the last city (off when a city filter leaves the other cities out). */
  showTotal: boolean;
  /** A newer answer is on its way: the table is marked busy. */
  loading?: boolean;
};

/**
 * Columns shown as one, each of its plan columns on a line of its own, so that a plan with every column visible
 * fits across a desk screen with all its money columns (issue 15): who the site is; its size, faces and lighting;
 * its days and line type (the dates keep a column of their own, on one line); the rate and its discount; printing and mounting; the digital slot; audience and CPM. The
 * money the plan adds up (gross, net, production, total) keeps a column each.
 */
const STACKS: readonly (readonly PlanColumnKey[])[] = [
  ['site_name', 'site_code', 'location_name', 'medium_name'],
  ['size', 'faces', 'illuminated'],
  ['days', 'line_type'],
  ['monthly_rate', 'discount_percent'],
  ['printing_rate', 'mounting_cost'],
  ['spot', 'plays_per_day'],
  ['impressions', 'cpm'],
];

/** A figure on a stacked column's second line, with the word that says what it is. */
const LINE_WORDS: Partial<Record<PlanColumnKey, (text: string, row: PlanSiteRow) => string>> = {
  faces: (text, row) => `${text} ${row.faces === 1 ? 'face' : 'faces'}`,
  illuminated: (_, row) => (row.illuminated ? 'lit' : 'not lit'),
  days: (text, row) => `${text} ${row.days === 1 ? 'day' : 'days'}`,
  discount_percent: (text) => `${text} off`,
  mounting_cost: (text) => `${text} mounting`,
  plays_per_day: (text) => (text === NOT_APPLICABLE ? '' : `${text} plays`),
  cpm: (text) => `CPM ${text}`,
};

interface DisplayColumn {
  id: string;
  /** The plan columns shown in it, each on its line: one, or the visible columns of a stack. */
  keys: PlanColumnKey[];
  header: string;
  /** The other columns' names, under the first's. */
  subheader?: string;
  numeric: boolean;
}

/**
 * The visible columns as the table shows them: the visible columns of a stack become one column where the first
 * of them stood; every other column is its own.
 */
export function displayColumns(headers: PlanDetail['dynamicHeaders']): DisplayColumn[] {
  const columns: DisplayColumn[] = [];
  const shown = new Set<string>();
  for (const header of headers) {
    const stack = STACKS.find((keys) => keys.includes(header.key));
    if (!stack) {
      columns.push({
        id: header.key,
        keys: [header.key],
        header: header.label,
        numeric: isNumericColumn(header.key),
      });
      continue;
    }
    const id = stack[0] === 'site_name' ? 'site' : (stack[0] as string);
    if (shown.has(id)) continue;
    shown.add(id);
    const visible = stack.flatMap((key) => headers.filter((item) => item.key === key));
    const [first, ...rest] = visible;
    if (!first) continue;
    columns.push({
      id,
      keys: visible.map((item) => item.key),
      header: first.label,
      ...(rest.length ? { subheader: rest.map((item) => item.label).join(' · ') } : {}),
      numeric: id !== 'site' && isNumericColumn(first.key),
    });
  }
  return columns;
}

/** A row's cell in a column: its first plan column's figure, the others' on the line under it. */
function cellLines(column: DisplayColumn, row: PlanSiteRow): [string, string] {
  const [first, ...rest] = column.keys.map((key) => {
    const text = formatPlanCell(key, row);
    return LINE_WORDS[key]?.(text, row) ?? text;
  });
  return [first ?? '', rest.filter(Boolean).join(' · ')];
}

function figureText(key: PlanColumnKey, totals: Totals): string | undefined {
  const figure = summedFigure(key, totals);
  if (figure === undefined) return undefined;
  if (key === 'cpm') return formatCpm(figure);
  if (key === 'impressions') return formatWhole(figure ?? 0);
  return formatAmount(figure ?? 0);
}

/** A subtotal's figures in a column's words (impressions, and the CPM under them); empty where none is summed. */
function totalLines(column: DisplayColumn, totals: Totals): [string, string] {
  const texts = column.keys.flatMap((key) => {
    const text = figureText(key, totals);
    if (text === undefined) return [];
    return [key === 'cpm' && column.keys.length > 1 ? `CPM ${text}` : text];
  });
  return [texts[0] ?? '', texts.slice(1).join(' · ')];
}

function Lines({ lines: [first, second] }: { lines: [string, string] }) {
  return (
    <>
      <span className={styles.firstLine}>{first}</span>
      {second ? <span className={styles.siteDetails}>{second}</span> : null}
    </>
  );
}

function summedKeysOf(columns: DisplayColumn[]): PlanColumnKey[] {
  // A merged column is never summed: it stands in as a column that is not (the site's name).
  return columns.map((column) =>
    column.keys.length === 1 ? (column.keys[0] as PlanColumnKey) : 'site_name',
  );
}

function TotalRow({
  columns,
  label,
  totals,
  kind,
}: {
  columns: DisplayColumn[];
  label: string;
  totals: Totals;
  kind: 'subtotal' | 'total';
}) {
  const leading = leadingColumnCount(summedKeysOf(columns));
  const cellClass = kind === 'total' ? styles.sitesTotalCell : styles.sitesSubtotalCell;
  const numericClass = `${cellClass} ${styles.sitesNumeric}`;
  const rest = columns.slice(Math.max(leading, 1));
  const first = columns[0];
  return (
    <tr data-row={kind}>
      {leading > 0 ? (
        <th scope="row" colSpan={leading} className={cellClass}>
          {label}
        </th>
      ) : first ? (
        // Every column is summed: the label goes with the first figure.
        <th scope="row" className={numericClass}>
          <span className={styles.visuallyHiddenLabel}>{label} </span>
          <Lines lines={totalLines(first, totals)} />
        </th>
      ) : null}
      {rest.map((column) => (
        <td key={column.id} className={column.numeric ? numericClass : cellClass}>
          <Lines lines={totalLines(column, totals)} />
        </td>
      ))}
    </tr>
  );
}

function SiteCell({ column, row }: { column: DisplayColumn; row: PlanSiteRow }) {
  const [primary, details] = cellLines(column, row);
  return (
    <th scope="row" className={styles.sitesSiteCell} data-column={column.id}>
      <span className={styles.siteName}>{primary}</span>
      {details ? <span className={styles.siteDetails}>{details}</span> : null}
    </th>
  );
}

/**
 * A plan's sites in one table, by city: a row naming each city (its region and site count), the city's sites,
 * and its subtotal; the plan's total at the foot. One table, so every city's columns line up; only the columns
 * the planner left visible to the client (dynamicHeaders). Amounts are in PKR, said once in the caption.
 */
export function PlanSitesTable({ headers, rows, showTotal, loading = false }: PlanSitesTableProps) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scrollRef);
  const columns = displayColumns(headers);
  const groups = groupPlanSites(rows);
  const siteColumn = columns.find((column) => column.id === 'site');

  return (
    // A named, focusable region only when it scrolls (a phone): keyboard users can then scroll it sideways.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-labelledby is set only with role="region"
    <div
      ref={scrollRef}
      className={styles.sitesScroll}
      role={scrollable ? 'region' : undefined}
      aria-labelledby={scrollable ? captionId : undefined}
      tabIndex={scrollable ? 0 : undefined}
    >
      <table className={styles.sitesTable} aria-busy={loading || undefined}>
        <caption id={captionId} className={styles.visuallyHiddenLabel}>
          Sites by city, amounts in PKR
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={
                  column.numeric ? `${styles.sitesHeaderCell} ${styles.sitesNumeric}` : styles.sitesHeaderCell
                }
              >
                {column.header}
                {column.subheader ? <span className={styles.siteDetails}>{column.subheader}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        {groups.cities.map((group) => (
          <tbody key={group.city} data-city={group.city}>
            <tr>
              <th scope="colgroup" colSpan={columns.length} className={styles.sitesCityCell}>
                {group.city}
                <span className={styles.cityFacts}>
                  {[group.region, siteCountText(group.rows.length)].filter(Boolean).join(' · ')}
                </span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.plan_site_id}>
                {columns.map((column) =>
                  column === siteColumn ? (
                    <SiteCell key={column.id} column={column} row={row} />
                  ) : (
                    <td
                      key={column.id}
                      data-column={column.id}
                      className={
                        column.numeric
                          ? `${styles.sitesCellStyle} ${styles.sitesNumeric}`
                          : styles.sitesCellStyle
                      }
                    >
                      <Lines lines={cellLines(column, row)} />
                    </td>
                  ),
                )}
              </tr>
            ))}
            <TotalRow
              columns={columns}
              label={`${group.city} subtotal`}
              totals={group.subtotal}
              kind="subtotal"
            />
          </tbody>
        ))}
        {showTotal && groups.cities.length > 0 ? (
          <tfoot>
            <TotalRow
              columns={columns}
              label={`Plan total · ${siteCountText(groups.total.sites)}`}
              totals={groups.total}
              kind="total"
            />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Whether the element's content is wider than it, kept up to date as either changes size. */
function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setScrollable(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    update();
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
