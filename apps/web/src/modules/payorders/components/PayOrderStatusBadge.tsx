import { statusTitle, toneOf } from '@ooh/machines/lifecycle';
import { payOrderMachine, payOrderStatusTone } from '@ooh/machines/pay-order';
import { StatusBadge } from '@ooh/ui/status-badge';

export type PayOrderStatusBadgeProps = {
  status: string;
};

/** A pay order's status in the pay order machine's words. */
export function PayOrderStatusBadge({ status }: PayOrderStatusBadgeProps) {
  return (
    <StatusBadge tone={toneOf(payOrderStatusTone, status)} label={statusTitle(payOrderMachine, status)} />
  );
}
