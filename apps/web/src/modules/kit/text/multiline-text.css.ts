import { style } from '@vanilla-extract/css';

/**
 * Text typed by a person (a brief's notes, a rejection reason) keeps its line breaks, and a long word or link in
 * it wraps instead of widening a phone's screen. The design system's Text has no white-space option, so these two
 * declarations stay in the app.
 */
export const multiline = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
