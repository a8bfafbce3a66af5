import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaFrom } from '../css/responsive';
import { vars } from '../theme/contract.css';

const space = vars.space;

/** Layout that changes with the screen: every value takes a responsive form (`['sm', 'lg']`, `{ desktop: … }`). */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaFrom.tablet },
    desktop: { '@media': mediaFrom.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      /** As many stat-card-wide tiles as fit, each stretched to share the row. */
      tiles: `repeat(auto-fill, minmax(${vars.size.statCardMin}, 1fr))`,
    },
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Surfaces and frames, the same on every screen; colours only from the theme, so both themes follow. */
const surfaceProperties = defineProperties({
  properties: {
    background: {
      canvas: vars.color.background.canvas,
      surface: vars.color.background.surface,
      raised: vars.color.background.raised,
      sunken: vars.color.background.sunken,
      selected: vars.color.background.selected,
    },
    border: {
      none: 'none',
      subtle: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
      strong: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative'],
    overflow: ['hidden', 'auto'],
    minWidth: { 0: '0' },
    width: { full: '100%' },
    maxWidth: { content: vars.size.contentMax, fullPageContent: vars.size.fullPageContent },
    height: { full: '100%' },
  },
});

/**
 * Atomic classes of the layout primitives (Braid's `atoms`): one class per property and value, so a screen's
 * layout costs no new CSS.
 */
export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
