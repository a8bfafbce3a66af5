import { createContext, type ReactNode, useContext } from 'react';
import { type Sprinkles, sprinkles } from '../box/box.css';
import {
  type AlignY,
  breakpointNames,
  type CollapseBelow,
  flexAlignY,
  isCollapsed,
  type Responsive,
  resolveResponsive,
} from '../css/responsive';
import type { Space } from '../theme/tokens';
import * as styles from './columns.css';

export type ColumnWidth = 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4' | '1/5' | '2/5' | '3/5' | '4/5';

const CollapseContext = createContext<CollapseBelow | undefined>(undefined);

export type ColumnsProps = {
  /** The space between columns, and between the stacked columns once collapsed; responsive. */
  space: Responsive<Space>;
  /** Below this breakpoint the columns stand one above the other, each full width. */
  collapseBelow?: CollapseBelow;
  /** Vertical alignment of the columns; responsive. Default top. */
  alignY?: Responsive<AlignY>;
  /** Column elements. */
  children: ReactNode;
};

/** A row of columns of set or fluid widths that never wraps (Braid's Columns). */
export function Columns({ space, collapseBelow, alignY = 'top', children }: ColumnsProps) {
  const vertical = resolveResponsive(alignY);
  const flexDirection: Sprinkles['flexDirection'] = {};
  const alignItems: Sprinkles['alignItems'] = {};
  for (const breakpoint of breakpointNames) {
    const collapsed = isCollapsed(collapseBelow, breakpoint);
    flexDirection[breakpoint] = collapsed ? 'column' : 'row';
    alignItems[breakpoint] = collapsed ? 'stretch' : flexAlignY[vertical[breakpoint] ?? 'top'];
  }
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <div
        className={`${styles.root()} ${sprinkles({
          display: 'flex',
          gap: resolveResponsive(space),
          flexDirection,
          alignItems,
        })}`}
      >
        {children}
      </div>
    </CollapseContext.Provider>
  );
}

export type ColumnProps = {
  /** The column's share of the row, or 'content' for its content's width; without it, the rest of the row. */
  width?: ColumnWidth;
  children: ReactNode;
};

/** One column of a Columns row. */
export function Column({ width, children }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  return (
    <div className={styles.column({ width: width ?? 'fluid', collapseBelow: collapseBelow ?? 'none' })}>
      {children}
    </div>
  );
}
