import type { SitePlanHistoryEntry } from '@ooh/api';
import { href, planViewHref } from '@ooh/api/routes';
import { campaignStatusTone } from '@ooh/machines/campaign';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import { formatDateRange } from '../../briefs/format.ts';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { PlanStatusBadge } from '../../plan-lists/components/PlanStatusBadge.tsx';

/**
 * The plans the site was a row of, newest first, with their campaign when one ran: each links to the plan, and a
 * campaign to its field work and its details, where the viewer may open them.
 */
export function SitePlanHistory({ plans }: { plans: readonly SitePlanHistoryEntry[] }) {
  const permissions = usePermissions();
  return (
    <Card title="Plans and campaigns">
      {plans.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="In no plan yet"
          description="Plans that include this site show here."
        />
      ) : (
        <Stack as="ul" space="md" dividers aria-label="Plans and campaigns">
          {plans.map((plan) => {
            const planHref = planViewHref(
              { plan_id: plan.plan_id, brief_id: plan.brief_id, status: plan.plan_status },
              permissions.role,
            );
            const fieldHref = href('/operation-analyst/{brief_id}', { brief_id: plan.brief_id });
            const detailsHref = href('/campaign-details/{brief_id}', { brief_id: plan.brief_id });
            return (
              <Stack key={plan.plan_id} space="xs">
                <Inline space="sm" alignY="center">
                  <Text weight="semibold" as="span">
                    {permissions.mayOpen(planHref) ? (
                      <Link href={planHref}>{plan.plan_name}</Link>
                    ) : (
                      plan.plan_name
                    )}
                  </Text>
                  <PlanStatusBadge status={plan.plan_status} />
                  {plan.campaign_status ? (
                    <StatusBadge
                      tone={campaignStatusTone[plan.campaign_status]}
                      label={plan.campaign_status === 'active' ? 'Campaign running' : 'Campaign completed'}
                    />
                  ) : null}
                </Inline>
                <Text size="sm" tone="secondary">
                  {`${plan.brief_number} · ${plan.campaign_name} · ${plan.client_name} · ${formatDateRange(plan.start_date, plan.end_date)}`}
                </Text>
                {plan.campaign_id !== null ? (
                  <Inline space="md">
                    {permissions.mayOpen(fieldHref) ? <Link href={fieldHref}>Field work</Link> : null}
                    {permissions.mayOpen(detailsHref) ? (
                      <Link href={detailsHref}>Campaign details</Link>
                    ) : null}
                  </Inline>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
