import type { PlanDetail } from '@ooh/api';
import {
  planSummaryDetailsHref,
  planSummaryHref,
  preCampaignFormHref,
  visualRepresentationHref,
} from '@ooh/api/routes';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Text } from '@ooh/ui/text';
import { usePermissions } from '../../kit/permissions/index.ts';

export type PlanSummaryLinksProps = {
  plan: Pick<PlanDetail, 'plan_id' | 'status'>;
};

/**
 * The way from a plan to what is made of it, each only for the roles that may open it: the visual representation
 * (photos, workbook and deck: any status, P A E), and for an accepted plan its summaries and pre-campaign form.
 */
export function PlanSummaryLinks({ plan }: PlanSummaryLinksProps) {
  const { mayOpen } = usePermissions();
  const links = [
    ...(plan.status === 'accepted'
      ? [
          { label: 'Plan summary', href: planSummaryHref(plan) },
          { label: 'Summary details', href: planSummaryDetailsHref(plan) },
          { label: 'Pre-campaign form', href: preCampaignFormHref(plan) },
        ]
      : []),
    { label: 'Visual representation', href: visualRepresentationHref(plan) },
  ].filter((link) => mayOpen(link.href));
  if (links.length === 0) return null;
  return (
    <nav aria-label="Plan outputs">
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
