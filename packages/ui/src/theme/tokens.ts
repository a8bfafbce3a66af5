/**
 * Design tokens as plain objects. The light tokens define the shape of the theme contract
 * (contract.css.ts); the dark tokens must have the same shape. Every text colour is paired with the
 * backgrounds it is used on in contrast.test.ts, which enforces WCAG AA in both themes.
 */

/**
 * Semantic tones: what a status or a figure means to the reader, never which domain it comes from. Which domain
 * status takes which tone is declared beside that domain's machine (`@ooh/machines/<domain>`, `*StatusTone`).
 */
export const tones = ['positive', 'critical', 'caution', 'info', 'neutral'] as const;

export type Tone = (typeof tones)[number];

// A type alias, not an interface: vanilla-extract's contract needs an implicit index signature.
type ToneColors = {
  /** Tinted background of a badge or card accent area. */
  surface: string;
  /** Text on `surface` (and on the page surface), at least 4.5:1. */
  text: string;
  /** Strong tone colour for borders and indicators, at least 3:1 against the page surface. */
  border: string;
};

type ToneSet<Name extends string> = Record<Name, ToneColors>;

const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
};

/** A name of the theme's spacing scale (`vars.space`), as the layout primitives take it. */
export type Space = keyof typeof space;

const size = {
  borderWidth: '1px',
  borderWidthThick: '3px',
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  iconSm: '16px',
  iconMd: '20px',
  spinnerSm: '16px',
  spinnerMd: '24px',
  spinnerLg: '40px',
  controlSm: '32px',
  controlMd: '40px',
  /** Minimum target size of WCAG 2.2 (2.5.8) for small controls. */
  targetMin: '24px',
  topBarHeight: '56px',
  sidebarExpanded: '248px',
  sidebarCollapsed: '64px',
  railItem: '40px',
  contentMax: '1280px',
  fullPageContent: '480px',
  fullPageImage: '160px',
  statCardMin: '200px',
  /**
   * The narrowest a table's column of words gets on a phone (below the tablet breakpoint): a table shares a narrow
   * frame among its columns by their longest word, and at 390 px a name, a place or a date stood a word a line.
   */
  tableCellMin: '120px',
  toastWidth: '360px',
};

const radius = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '10px',
  full: '9999px',
};

const typography = {
  fontFamily: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
    relaxed: '1.7',
  },
};

const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  sidebar: '200',
  dropdown: '1000',
  modal: '1300',
  /**
   * What opens from a control (a select's list, a menu, a popover, a tooltip, a date picker's calendar): above the
   * modal layer, so one opened inside a dialog or a drawer shows above it, whichever of the two portals came first
   * in the page (React mounts a child's portal before its parent's: same layer, the list lost).
   */
  popup: '1350',
  toast: '1400',
  /** Full-page states (the network overlay) sit above everything else. */
  fullPage: '2000',
};

const motion = {
  duration: {
    instant: '0ms',
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    spin: '800ms',
    pulse: '1400ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
    linear: 'linear',
  },
};

const lightTone: ToneSet<Tone> = {
  positive: { surface: '#dcfce7', text: '#166534', border: '#15803d' },
  critical: { surface: '#fee2e2', text: '#991b1b', border: '#b91c1c' },
  caution: { surface: '#fef3c7', text: '#92400e', border: '#b45309' },
  info: { surface: '#dbeafe', text: '#1e40af', border: '#1d4ed8' },
  neutral: { surface: '#f1f5f9', text: '#374151', border: '#6b7280' },
};

const darkTone: ToneSet<Tone> = {
  positive: { surface: '#0f2e1c', text: '#86efac', border: '#22c55e' },
  critical: { surface: '#3a1212', text: '#fca5a5', border: '#ef4444' },
  caution: { surface: '#3b2a0a', text: '#fcd34d', border: '#d4a017' },
  info: { surface: '#142447', text: '#93c5fd', border: '#3b82f6' },
  neutral: { surface: '#222730', text: '#d1d5db', border: '#9ca3af' },
};

export const lightTokens = {
  color: {
    background: {
      canvas: '#f5f6f8',
      surface: '#ffffff',
      raised: '#ffffff',
      sunken: '#eef0f3',
      hover: '#eceff3',
      selected: '#e0e9fd',
      backdrop: 'rgba(15, 17, 21, 0.55)',
    },
    text: {
      primary: '#16191f',
      secondary: '#4b5563',
      placeholder: '#5d6470',
      link: '#1d4ed8',
      linkHover: '#1e3a8a',
      selected: '#1e3a8a',
      danger: '#b91c1c',
    },
    border: {
      subtle: '#e2e5ea',
      strong: '#7b8494',
      focus: '#1d4ed8',
    },
    action: {
      primary: '#1d4ed8',
      primaryHover: '#1e40af',
      primaryActive: '#1e3a8a',
      onPrimary: '#ffffff',
      secondary: '#ffffff',
      secondaryHover: '#eceff3',
      secondaryActive: '#e2e5ea',
      onSecondary: '#16191f',
      ghostHover: '#eceff3',
      ghostActive: '#e2e5ea',
      onGhost: '#1d4ed8',
      danger: '#b91c1c',
      dangerHover: '#991b1b',
      dangerActive: '#7f1d1d',
      onDanger: '#ffffff',
    },
    feedback: {
      info: { surface: '#dbeafe', text: '#1e40af', border: '#1d4ed8' },
      success: { surface: '#dcfce7', text: '#166534', border: '#15803d' },
      warning: { surface: '#fef3c7', text: '#92400e', border: '#b45309' },
      danger: { surface: '#fee2e2', text: '#991b1b', border: '#b91c1c' },
    },
    tone: lightTone,
    skeleton: {
      base: '#e2e5ea',
      highlight: '#f1f3f6',
    },
  },
  space,
  size,
  radius,
  typography,
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 2px 8px rgba(16, 24, 40, 0.10), 0 1px 2px rgba(16, 24, 40, 0.06)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.16), 0 2px 6px rgba(16, 24, 40, 0.08)',
  },
  zIndex,
  motion,
};

export type ThemeTokens = typeof lightTokens;

export const darkTokens: ThemeTokens = {
  color: {
    background: {
      canvas: '#0f1115',
      surface: '#171a20',
      raised: '#1e222a',
      sunken: '#0b0d10',
      hover: '#262b34',
      selected: '#1f2d4d',
      backdrop: 'rgba(0, 0, 0, 0.7)',
    },
    text: {
      primary: '#e6e8ec',
      secondary: '#a9b1bd',
      placeholder: '#8b94a3',
      link: '#8ab4ff',
      linkHover: '#b3cdff',
      selected: '#b3cdff',
      danger: '#fca5a5',
    },
    border: {
      subtle: '#2a2f38',
      strong: '#6b7483',
      focus: '#8ab4ff',
    },
    action: {
      primary: '#8ab4ff',
      primaryHover: '#a8c7ff',
      primaryActive: '#c2d8ff',
      onPrimary: '#0b1220',
      secondary: '#1e222a',
      secondaryHover: '#262b34',
      secondaryActive: '#2e343f',
      onSecondary: '#e6e8ec',
      ghostHover: '#262b34',
      ghostActive: '#2e343f',
      onGhost: '#8ab4ff',
      danger: '#f87171',
      dangerHover: '#fca5a5',
      dangerActive: '#fecaca',
      onDanger: '#1a0505',
    },
    feedback: {
      info: { surface: '#142447', text: '#93c5fd', border: '#3b82f6' },
      success: { surface: '#0f2e1c', text: '#86efac', border: '#22c55e' },
      warning: { surface: '#3b2a0a', text: '#fcd34d', border: '#d4a017' },
      danger: { surface: '#3a1212', text: '#fca5a5', border: '#ef4444' },
    },
    tone: darkTone,
    skeleton: {
      base: '#262b34',
      highlight: '#2e343f',
    },
  },
  space,
  size,
  radius,
  typography,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 2px 8px rgba(0, 0, 0, 0.5), 0 1px 2px rgba(0, 0, 0, 0.4)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)',
  },
  zIndex,
  motion,
};
