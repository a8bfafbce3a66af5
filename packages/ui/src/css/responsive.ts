/**
 * Breakpoints of the responsive props (mobile first, as in Braid). Media queries cannot read CSS variables, so
 * these widths are the one place the design system spells pixels outside the theme tokens.
 */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;

export const breakpointNames = ['mobile', 'tablet', 'desktop'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/** From this breakpoint up (for sprinkles' conditions and `@media` blocks). */
export const mediaFrom = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/** Below this breakpoint (for `collapseBelow`). */
export const mediaBelow = {
  tablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  desktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
} as const;

/**
 * A value for every screen, or per breakpoint: `'md'`, `['sm', 'lg']` (mobile, tablet, desktop; a missing one
 * keeps the smaller screen's) or `{ mobile: 'sm', desktop: 'lg' }`.
 */
export type Responsive<Value extends string | number> =
  | Value
  | readonly [Value, Value?, Value?]
  | Readonly<Partial<Record<Breakpoint, Value>>>;

/** Where a row of items collapses into a column: below the tablet or the desktop breakpoint. */
export type CollapseBelow = 'tablet' | 'desktop';

/** The value at every breakpoint, each missing one taken from the smaller screen. */
export function resolveResponsive<Value extends string | number>(
  value: Responsive<Value>,
): Partial<Record<Breakpoint, Value>> {
  const given: Partial<Record<Breakpoint, Value | undefined>> =
    typeof value === 'object'
      ? Array.isArray(value)
        ? { mobile: value[0], tablet: value[1], desktop: value[2] }
        : (value as Partial<Record<Breakpoint, Value>>)
      : { mobile: value as Value };
  const resolved: Partial<Record<Breakpoint, Value>> = {};
  let current: Value | undefined;
  for (const name of breakpointNames) {
    current = given[name] ?? current;
    if (current !== undefined) resolved[name] = current;
  }
  return resolved;
}

/** Maps a responsive value breakpoint by breakpoint (e.g. 'left' → 'flex-start'). */
export function mapResponsive<Value extends string | number, Result extends string | number>(
  value: Responsive<Value>,
  map: (value: Value, breakpoint: Breakpoint) => Result,
): Partial<Record<Breakpoint, Result>> {
  const resolved = resolveResponsive(value);
  const mapped: Partial<Record<Breakpoint, Result>> = {};
  for (const name of breakpointNames) {
    const at = resolved[name];
    if (at !== undefined) mapped[name] = map(at, name);
  }
  return mapped;
}

/** Whether a row that collapses below `collapseBelow` is a column at `breakpoint`. */
export function isCollapsed(collapseBelow: CollapseBelow | undefined, breakpoint: Breakpoint): boolean {
  if (!collapseBelow) return false;
  return breakpointNames.indexOf(breakpoint) < breakpointNames.indexOf(collapseBelow);
}

/** Horizontal alignment names of the layout primitives, as flexbox values. */
export const flexAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
export type Align = keyof typeof flexAlign;

/** Vertical alignment names of the layout primitives, as flexbox values. */
export const flexAlignY = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
} as const;
export type AlignY = keyof typeof flexAlignY;
