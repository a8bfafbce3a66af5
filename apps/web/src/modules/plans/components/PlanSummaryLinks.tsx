import type { PlanDetail } from '@ooh/api';
import { planSummaryDetailsHref, planSummaryHref, preCampaignFormHref } from '@ooh/api/routes';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Text } from '@ooh/ui/text';
import { usePermissions } from '../../kit/permissions/index.ts';

export type PlanSummaryLinksProps = {
  plan: Pick<PlanDetail, 'plan_id' | 'status'>;
};

/**
 * The way from an accepted plan to its summaries and pre-campaign form, each only for the roles that may open it.
 * The visual representation (/plan/visual-representation) is not linked: it has no screen yet.
 */
export function PlanSummaryLinks({ plan }: PlanSummaryLinksProps) {
  const { mayOpen } = usePermissions();
  if (plan.status !== 'accepted') return null;
  const links = [
    { label: 'Plan summary', href: planSummaryHref(plan) },
    { label: 'Summary details', href: planSummaryDetailsHref(plan) },
    { label: 'Pre-campaign form', href: preCampaignFormHref(plan) },
  ].filter((link) => mayOpen(link.href));
  if (links.length === 0) return null;
  return (
    <nav aria-label="Summaries of the plan">
      <Inline space="lg">
        {links.map((link) => (
          <Text key={link.href} size="sm">
            <Link href={link.href} variant="standalone">
              {link.label}
            </Link>
          </Text>
        ))}
      </Inline>
    </nav>
  );
}
