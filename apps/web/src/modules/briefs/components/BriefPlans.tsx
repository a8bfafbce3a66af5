import type { BriefPlan } from '@ooh/api';
import { planViewHref } from '@ooh/api/routes';
import { DataTable } from '@ooh/ui/data-table';
import { EmptyState } from '@ooh/ui/empty-state';
import { Link } from '@ooh/ui/link';
import { NAME_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import type { Permissions } from '../../kit/permissions/index.ts';
import { PlanStatusBadge } from '../../plan-lists/components/PlanStatusBadge.tsx';
import { formatDateTime } from '../format.ts';

export type BriefPlansProps = {
  briefId: number;
  plans: BriefPlan[];
  /** The reader's permissions: which plan view (if any) each plan links to. */
  permissions: Pick<Permissions, 'role' | 'mayOpen'>;
};

/**
 * Where a plan of the brief opens for the reader: the view of its status their role may open (`planViewHref`, as
 * every plan list picks it), or null when the role may open none (its name is then plain text).
 */
export function briefPlanHref(
  briefId: number,
  plan: BriefPlan,
  permissions: Pick<Permissions, 'role' | 'mayOpen'>,
): string | null {
  const href = planViewHref({ plan_id: plan.id, brief_id: briefId, status: plan.status }, permissions.role);
  return permissions.mayOpen(href) ? href : null;
}

/** The plans made for a brief: name (a link to its view where the reader may open one), status, version, change. */
export function BriefPlans({ briefId, plans, permissions }: BriefPlansProps) {
  return (
    <DataTable
      label="Plans of this brief"
      rows={plans}
      rowKey={(plan) => String(plan.id)}
      columns={[
        {
          id: 'name',
          header: 'Plan',
          minWidth: NAME_MIN_WIDTH,
          cell: (plan) => {
            const href = briefPlanHref(briefId, plan, permissions);
            return href ? <Link href={href}>{plan.name}</Link> : plan.name;
          },
        },
        { id: 'status', header: 'Status', cell: (plan) => <PlanStatusBadge status={plan.status} /> },
        { id: 'version', header: 'Version', cell: (plan) => `v${plan.version}`, align: 'end' },
        { id: 'updated', header: 'Updated', cell: (plan) => formatDateTime(plan.updated_at) },
      ]}
      empty={
        <EmptyState
          headingLevel={3}
          title="No plan yet"
          description="Plans made for this brief are listed here with their status and version."
        />
      }
    />
  );
}
