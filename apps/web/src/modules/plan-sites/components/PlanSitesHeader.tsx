import type { PlanDetail } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { formatDateRange, formatMoney } from '../../briefs/format.ts';
import { PlanStatusBadge } from '../../plan-lists/components/PlanStatusBadge.tsx';
import * as styles from './plan-sites.css.ts';

export type PlanSitesHeaderProps = {
  plan: PlanDetail;
};

/** The plan's name, its brief, client, the brief's dates and its status. */
export function PlanSitesHeader({ plan }: PlanSitesHeaderProps) {
  const facts: [string, string][] = [
    ['Brief', plan.brief_number],
    ['Client', plan.client_name],
    ['Campaign', plan.campaign_name],
    ["Brief's dates", formatDateRange(plan.brief_start_date, plan.brief_end_date)],
    ['Version', `v${plan.version}`],
    ['Saved total', formatMoney(plan.totals.total)],
  ];
  return (
    <div className={styles.stack}>
      <PageHeader
        title={plan.planName}
        description="Choose sites from the inventory, set their dates and rates, and save the plan's site table."
        actions={
          <>
            <PlanStatusBadge status={plan.status} />
            <Link href={href('/view-plan/{plan_id}', { plan_id: plan.plan_id })}>View plan</Link>
          </>
        }
      />
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
