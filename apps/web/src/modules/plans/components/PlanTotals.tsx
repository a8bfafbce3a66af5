import type { PlanTotals as Totals } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { StatCard } from '@ooh/ui/stat-card';
import { formatCount, formatCpm, formatMoney } from '../plan-format.ts';

export type PlanTotalsProps = {
  /** The plan's totals as the server computed them. */
  totals: Totals;
};

/** The plan's figures at a glance: sites, net, production, total, impressions and CPM. */
export function PlanTotals({ totals }: PlanTotalsProps) {
  const cards: { label: string; value: string }[] = [
    { label: 'Sites', value: formatCount(totals.sites) },
    { label: 'Net', value: formatMoney(totals.net) },
    { label: 'Production', value: formatMoney(totals.production) },
    { label: 'Total', value: formatMoney(totals.total) },
    { label: 'Impressions', value: formatCount(totals.impressions) },
    { label: 'CPM (PKR)', value: formatCpm(totals.cpm) },
  ];
  return (
    <section aria-label="Plan totals">
      <Box
        as="ul"
        role="list"
        display="grid"
        gridTemplateColumns="tiles"
        gap="lg"
        padding="none"
        margin="none"
      >
        {cards.map((card) => (
          // Each card fills its grid cell, so a row of cards has one height.
          <Box as="li" key={card.label} display="grid">
            <StatCard label={card.label} value={card.value} />
          </Box>
        ))}
      </Box>
    </section>
  );
}
