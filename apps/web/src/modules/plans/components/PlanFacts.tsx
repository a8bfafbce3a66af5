import type { PlanDetail, StaffRole } from '@ooh/api';
import { briefPlansHref } from '@ooh/api/routes';
import { statusTitle, toneOf } from '@ooh/machines/lifecycle';
import { planMachine, planStatusTone } from '@ooh/machines/plan';
import { DescriptionList, type DescriptionListItem } from '@ooh/ui/description-list';
import { Link } from '@ooh/ui/link';
import { StatusBadge } from '@ooh/ui/status-badge';
import { formatDateRange } from '../../briefs/format.ts';
import { MultilineText } from '../../kit/text/MultilineText.tsx';

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
  const facts: DescriptionListItem[] = [
    {
      term: 'Status',
      description: (
        <StatusBadge
          tone={toneOf(planStatusTone, plan.status)}
          label={statusTitle(planMachine, plan.status)}
        />
      ),
    },
    { term: 'Version', description: `Version ${plan.version}` },
    {
      term: 'Brief',
      description: briefHref ? <Link href={briefHref}>{plan.brief_number}</Link> : plan.brief_number,
    },
    { term: 'Client', description: plan.client_name },
    { term: 'Campaign', description: plan.campaign_name },
    { term: 'Campaign dates', description: formatDateRange(plan.brief_start_date, plan.brief_end_date) },
  ];
  if (reason && plan.reason)
    facts.push({ term: reason, description: <MultilineText>{plan.reason}</MultilineText> });
  return <DescriptionList items={facts} />;
}
