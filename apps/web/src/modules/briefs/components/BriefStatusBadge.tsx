import { StatusBadge } from '@ooh/ui/status-badge';
import { briefStatusText } from '../brief-actions.ts';

export type BriefStatusBadgeProps = {
  status: string;
};

/** A brief's status in the brief machine's words (pending is "New"). */
export function BriefStatusBadge({ status }: BriefStatusBadgeProps) {
  return <StatusBadge status={status} label={briefStatusText(status)} />;
}
