import { briefMachine, briefStatusTone } from '@ooh/machines/brief';
import { statusTitle, toneOf } from '@ooh/machines/lifecycle';
import { StatusBadge } from '@ooh/ui/status-badge';

export type BriefStatusBadgeProps = {
  status: string;
};

/** A brief's status in the brief machine's words (pending is "New"). */
export function BriefStatusBadge({ status }: BriefStatusBadgeProps) {
  return <StatusBadge tone={toneOf(briefStatusTone, status)} label={statusTitle(briefMachine, status)} />;
}
