import type { PlanTotals as Totals } from '@ooh/api';
import { formatCpm, formatMoney, formatWhole } from '../plan-format.ts';
import { FigureCards } from './FigureCards.tsx';

export type PlanTotalsProps = {
  /** The plan's totals as the server computed them. */
  totals: Totals;
};

/** The plan's figures at a glance: sites, net, production, total, impressions and CPM. */
export function PlanTotals({ totals }: PlanTotalsProps) {
  const cards: { label: string; value: string }[] = [
    { label: 'Sites', value: formatWhole(totals.sites) },
    { label: 'Net', value: formatMoney(totals.net) },
    { label: 'Production', value: formatMoney(totals.production) },
    { label: 'Total', value: formatMoney(totals.total) },
    { label: 'Impressions', value: formatWhole(totals.impressions) },
    { label: 'CPM (PKR)', value: formatCpm(totals.cpm) },
  ];
  return <FigureCards label="Plan totals" figures={cards} />;
}
