import type { PlanTotals as Totals } from '@ooh/api';
import { StatCard } from '@ooh/ui/stat-card';
import { formatCount, formatCpm, formatMoney } from '../plan-format.ts';
import * as styles from './plans.css.ts';

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
      <ul className={styles.statGrid}>
        {cards.map((card) => (
          <li key={card.label} className={styles.statItem}>
            <StatCard label={card.label} value={card.value} />
          </li>
        ))}
      </ul>
    </section>
  );
}
