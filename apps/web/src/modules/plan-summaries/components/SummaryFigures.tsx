import { Box } from '@ooh/ui/box';
import { StatCard } from '@ooh/ui/stat-card';

export type SummaryFiguresProps = {
  /** Names the group of figures (a region). */
  label: string;
  figures: { label: string; value: string }[];
};

/** Headline figures as a grid of cards, as the plan view's totals strip shows them. */
export function SummaryFigures({ label, figures }: SummaryFiguresProps) {
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
