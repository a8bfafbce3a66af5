import type { BriefPlan } from '@ooh/api';
import { DataTable } from '@ooh/ui/data-table';
import { EmptyState } from '@ooh/ui/empty-state';
import { PlanStatusBadge } from '../../plan-lists/components/PlanStatusBadge.tsx';
import { formatDateTime } from '../format.ts';

export type BriefPlansProps = {
  plans: BriefPlan[];
};

/** The plans made for a brief: name, status, version and last change. */
export function BriefPlans({ plans }: BriefPlansProps) {
  return (
    <DataTable
      label="Plans of this brief"
      rows={plans}
      rowKey={(plan) => String(plan.id)}
      columns={[
        { id: 'name', header: 'Plan', cell: (plan) => plan.name },
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
