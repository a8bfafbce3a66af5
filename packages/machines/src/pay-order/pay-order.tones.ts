import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { PayOrderStatus } from './pay-order.machine.ts';

/** A pay order waits for acceptance, then is settled either way. */
export const payOrderStatusTone: Record<PayOrderStatus, StatusTone> = {
  pending: 'caution',
  accepted: 'positive',
  rejected: 'critical',
};
