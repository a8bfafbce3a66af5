import type { PlanDetail, StaffRole } from '@ooh/api';
import { briefPlansHref } from '@ooh/api/routes';
import { statusTitle, toneOf } from '@ooh/machines/lifecycle';
import { planMachine, planStatusTone } from '@ooh/machines/plan';
import { Link } from '@ooh/ui/link';
import { StatusBadge } from '@ooh/ui/status-badge';
import type { ReactNode } from 'react';
import { formatDateRange } from '../../briefs/format.ts';
import * as styles from './plans.css.ts';

export type PlanFactsProps = {
  plan: PlanDetail;
  role: StaffRole | null;
};

/** Which reason the plan carries, in its status: the last modification request's, or why it was lost. */
function reasonLabel(status: PlanDetail['status']): string | null {
  if (status === 'modification_required' || status === 'modification_pending')
    return 'Modification requested';
  if (status === 'lost') return 'Reason lost';
  return null;
}

/** The plan's status, version and brief (linked to the brief's plans where the role may open them). */
export function PlanFacts({ plan, role }: PlanFactsProps) {
  const briefHref = briefPlansHref(plan, role);
  const reason = reasonLabel(plan.status);
  const facts: [string, ReactNode][] = [
    [
      'Status',
      <StatusBadge
        key="status"
        tone={toneOf(planStatusTone, plan.status)}
        label={statusTitle(planMachine, plan.status)}
      />,
    ],
    ['Version', `Version ${plan.version}`],
    [
      'Brief',
      briefHref ? (
        <Link key="brief" href={briefHref}>
          {plan.brief_number}
        </Link>
      ) : (
        plan.brief_number
      ),
    ],
    ['Client', plan.client_name],
    ['Campaign', plan.campaign_name],
    ['Campaign dates', formatDateRange(plan.brief_start_date, plan.brief_end_date)],
  ];
  if (reason && plan.reason) facts.push([reason, plan.reason]);
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.factRow}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
