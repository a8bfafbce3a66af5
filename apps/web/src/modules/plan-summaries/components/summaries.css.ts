import { style } from '@vanilla-extract/css';

/**
 * What a printed summary leaves out: the links to the other screens and the Print button are of no use on paper.
 * No primitive hides itself in print.
 */
export const screenOnly = style({
  '@media': {
    print: { display: 'none' },
  },
});

/** A summary's card is read whole where it fits on a page: no primitive says so for print. */
export const printBlock = style({
  '@media': {
    print: { breakInside: 'avoid-page' },
  },
});
