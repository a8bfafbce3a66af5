import { type Brief, STAFF_ROLES, type StaffRole } from '@ooh/api';
import { briefFixtures } from '@ooh/api/msw';
import { briefMachine } from '@ooh/machines/brief';
import { statusTitle } from '@ooh/machines/lifecycle';
import { describe, expect, it } from 'vitest';
import { lifecycleOffer } from '../kit/lifecycle-actions/definition.ts';
import { permissionsFor } from '../kit/permissions/permissions.ts';
import { briefLifecycle } from './brief-lifecycle.ts';

const brief = (status: string, plan: 'Y' | 'N' = 'N', kind: 'form' | 'file' = 'form'): Brief => ({
  ...(briefFixtures[0] as Brief),
  id: 7,
  status: status as Brief['status'],
  is_Plan_attached: plan,
  kind,
});

const offered = (status: string, role: StaffRole | null, plan: 'Y' | 'N' = 'N') => [
  ...lifecycleOffer(briefLifecycle, brief(status, plan), permissionsFor(role)).allowed,
];

describe('the actions a brief offers', () => {
  it('follows the brief machine for a role that may do everything', () => {
    expect(offered('pending', 'admin')).toEqual(['accept', 'reject', 'update', 'delete']);
    expect(offered('pending', 'admin', 'Y')).toEqual(['accept', 'reject', 'update']);
    expect(offered('approved', 'admin')).toEqual(['delete']);
    expect(offered('approved', 'admin', 'Y')).toEqual([]);
    expect(offered('rejected', 'key_account_manager')).toEqual(['update', 'delete']);
    expect(offered('deleted', 'admin')).toEqual([]);
    expect(offered('archived', 'admin')).toEqual([]);
  });

  it('follows the contract’s roles', () => {
    expect(offered('pending', 'designer')).toEqual(['accept', 'reject']);
    expect(offered('pending', null)).toEqual([]);
    for (const role of STAFF_ROLES.filter((r) => !['admin', 'key_account_manager', 'designer'].includes(r))) {
      expect(offered('pending', role), role).toEqual([]);
    }
  });

  it('links Update to the screen of the brief’s kind', () => {
    const update = briefLifecycle.actions.find((action) => action.key === 'update');
    expect(update?.kind === 'link' && update.href(brief('pending', 'N', 'file'))).toBe(
      '/update-brief-by-file/7',
    );
    expect(update?.kind === 'link' && update.href(brief('pending'))).toBe('/update-brief/7');
  });

  it('words the statuses as badges show them', () => {
    expect(statusTitle(briefMachine, 'pending')).toBe('New');
    expect(statusTitle(briefMachine, 'rejected')).toBe('Rejected');
  });
});
