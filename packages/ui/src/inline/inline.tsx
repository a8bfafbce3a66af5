import { Children, isValidElement, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../box/box.css';
import {
  type Align,
  type AlignY,
  breakpointNames,
  type CollapseBelow,
  flexAlign,
  flexAlignY,
  isCollapsed,
  type Responsive,
  resolveResponsive,
} from '../css/responsive';
import type { Space } from '../theme/tokens';
import * as styles from './inline.css';

export type InlineProps = {
  /** The space between children, across and down when they wrap; responsive. */
  space: Responsive<Space>;
  /** Horizontal alignment; responsive. Default left. */
  align?: Responsive<Align>;
  /** Vertical alignment within a line; responsive. Default top. */
  alignY?: Responsive<AlignY>;
  /** Below this breakpoint the children stand one above the other instead of side by side. */
  collapseBelow?: CollapseBelow;
  /** 'ul' or 'ol' wraps each child in a list item (a row of tags, of actions…). */
  as?: 'div' | 'ul' | 'ol';
  'aria-label'?: string;
  children: ReactNode;
};

/** Children side by side, wrapping onto new lines with even space (Braid's Inline). */
export function Inline({
  space,
  align = 'left',
  alignY = 'top',
  collapseBelow,
  as: Root = 'div',
  children,
  ...aria
}: InlineProps) {
  const isList = Root === 'ul' || Root === 'ol';
  const horizontal = resolveResponsive(align);
  const vertical = resolveResponsive(alignY);
  const flexDirection: Sprinkles['flexDirection'] = {};
  const justifyContent: Sprinkles['justifyContent'] = {};
  const alignItems: Sprinkles['alignItems'] = {};
  for (const breakpoint of breakpointNames) {
    const collapsed = isCollapsed(collapseBelow, breakpoint);
    const x = flexAlign[horizontal[breakpoint] ?? 'left'];
    const y = flexAlignY[vertical[breakpoint] ?? 'top'];
    // Collapsed into a column, the cross axis is horizontal: `align` moves to alignItems.
    flexDirection[breakpoint] = collapsed ? 'column' : 'row';
    justifyContent[breakpoint] = collapsed ? 'flex-start' : x;
    alignItems[breakpoint] = collapsed ? x : y;
  }
  // toArray drops null, undefined and booleans, so `{cond && <X />}` leaves no empty item (nor a divider).
  const items = Children.toArray(children);
  return (
    <Root
      className={`${styles.root()} ${sprinkles({
        display: 'flex',
        flexWrap: 'wrap',
        gap: resolveResponsive(space),
        flexDirection,
        justifyContent,
        alignItems,
      })}`}
      role={isList ? 'list' : undefined}
      aria-label={aria['aria-label']}
    >
      {isList
        ? items.map((child, index) => (
            <li
              key={isValidElement(child) && child.key !== null ? child.key : index}
              className={styles.item()}
            >
              {child}
            </li>
          ))
        : items}
    </Root>
  );
}
