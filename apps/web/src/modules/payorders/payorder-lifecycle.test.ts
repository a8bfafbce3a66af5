import { type PayOrderItem, STAFF_ROLES, type StaffRole } from '@ooh/api';
import { payOrderFixtures } from '@ooh/api/msw';
import { statusTitle } from '@ooh/machines/lifecycle';
import { payOrderMachine } from '@ooh/machines/pay-order';
import { describe, expect, it } from 'vitest';
import { lifecycleOffer, textOf } from '../kit/lifecycle-actions/definition.ts';
import { permissionsFor } from '../kit/permissions/permissions.ts';
import { payOrderLifecycle } from './payorder-lifecycle.ts';

const payOrder = (status: string): PayOrderItem => ({
  ...(payOrderFixtures[0] as PayOrderItem),
  status: status as PayOrderItem['status'],
});

const offered = (status: string, role: StaffRole | null) => [
  ...lifecycleOffer(payOrderLifecycle, payOrder(status), permissionsFor(role)).allowed,
];

describe('the actions a pay order offers', () => {
  it('follows the pay order machine: a pending order is accepted or rejected, the others are final', () => {
    expect(offered('pending', 'admin')).toEqual(['accept', 'reject']);
    expect(offered('pending', 'key_account_manager')).toEqual(['accept', 'reject']);
    expect(offered('accepted', 'admin')).toEqual([]);
    expect(offered('rejected', 'admin')).toEqual([]);
  });

  it('follows the contract’s roles', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin' && r !== 'key_account_manager'))
      expect(offered('pending', role), role).toEqual([]);
    expect(offered('pending', null)).toEqual([]);
  });

  it('says, before accepting, that the campaign is created', () => {
    const accept = payOrderLifecycle.actions.find((action) => action.key === 'accept');
    if (accept?.kind !== 'call') throw new Error('accept is a call');
    expect(textOf(accept.confirm.description, payOrder('pending'))).toMatch(
      /^This creates the campaign “Jazz Back to school” for plan Jazz Back to school – plan E \(PKR.2,478,000\.00\), with every site of the plan/,
    );
    const reject = payOrderLifecycle.actions.find((action) => action.key === 'reject');
    expect(reject?.kind === 'call' && reject.reason?.label).toBe('Reason');
  });

  it('words the statuses as badges show them', () => {
    expect(statusTitle(payOrderMachine, 'pending')).toBe('Pending');
    expect(statusTitle(payOrderMachine, 'accepted')).toBe('Accepted');
  });
});
