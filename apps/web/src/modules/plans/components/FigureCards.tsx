import { Box } from '@ooh/ui/box';
import { StatCard } from '@ooh/ui/stat-card';

export type FigureCardsProps = {
  /** Names the group of figures (a region). */
  label: string;
  figures: { label: string; value: string }[];
};

/** Headline figures as a grid of cards: the plan view's totals and the summaries' headlines. */
export function FigureCards({ label, figures }: FigureCardsProps) {
  return (
    <section aria-label={label}>
      <Box
        as="ul"
        role="list"
        display="grid"
        gridTemplateColumns="tiles"
        gap="lg"
        padding="none"
        margin="none"
      >
        {figures.map((figure) => (
          // Each card fills its grid cell, so a row of cards has one height.
          <Box as="li" key={figure.label} display="grid">
            <StatCard label={figure.label} value={figure.value} />
          </Box>
        ))}
      </Box>
    </section>
  );
}
