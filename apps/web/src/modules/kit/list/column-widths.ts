/**
 * The least widths of a list's word columns at phone width. A table shares its frame's width among its columns by
 * their content, and at 390 px it gave a campaign's name about 100 px ("Ravi Textiles Winter Warmth" a word a line,
 * four lines a row) and a date range 70 px (six lines). At these widths each takes two lines at most, and the
 * table scrolls sideways in its frame instead (docs/domain.md, decisions of 2026-11-29).
 */

/** A name (a campaign's, a company's, a competitor's): up to about 30 characters on two lines. */
export const NAME_MIN_WIDTH = '10rem';

/** A date range, "20 Dec 2026 – 9 Mar 2027": its two halves, one a line. */
export const DATE_RANGE_MIN_WIDTH = '8rem';

/** A phrase of a few clauses (what waits on a campaign: "1 proposal to approve · 3 photos to review"). */
export const PHRASE_MIN_WIDTH = '14rem';

/** A site: its code over its name ("HDD-BS-0033" / "Bus Shelter, Latifabad (facing south)"). */
export const SITE_MIN_WIDTH = '12rem';
