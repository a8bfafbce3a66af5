import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small modern reset. Colours come from the theme class on <html> (ThemeRoot), so the page itself follows it.
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('*', {
  margin: 0,
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  backgroundColor: vars.color.background.canvas,
  color: vars.color.text.primary,
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
  backgroundColor: vars.color.background.canvas,
  color: vars.color.text.primary,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('img, picture, svg, video, canvas', {
  display: 'block',
  maxWidth: '100%',
});

// Ark hides parts with the `hidden` attribute (an avatar's image until it loads, closed content); the display
// rules above would otherwise override it and show them.
globalStyle('[hidden]:where(:not([hidden="until-found"]))', {
  display: 'none !important',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('p, h1, h2, h3, h4, h5, h6', {
  overflowWrap: 'break-word',
});

globalStyle('ul[role="list"], ol[role="list"]', {
  listStyle: 'none',
  padding: 0,
});

// Honour the user's motion preference everywhere (spinners, skeleton pulses, transitions). The Storybook
// test-runner also emulates it so axe never samples colours in the middle of a transition.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
