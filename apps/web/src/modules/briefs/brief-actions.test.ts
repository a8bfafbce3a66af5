import { STAFF_ROLES, type StaffRole } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { briefActions, briefStatusText, reviewHref, updateHref } from './brief-actions.ts';

const brief = (status: string, plan: 'Y' | 'N' = 'N', kind: 'form' | 'file' = 'form') =>
  ({ id: 7, status, is_Plan_attached: plan, kind }) as Parameters<typeof briefActions>[0];

const offered = (status: string, role: StaffRole | null, plan: 'Y' | 'N' = 'N') =>
  Object.entries(briefActions(brief(status, plan), role))
    .filter(([, allowed]) => allowed)
    .map(([action]) => action);

describe('the actions a brief offers', () => {
  it('follows the brief machine for a role that may do everything', () => {
    expect(offered('pending', 'admin')).toEqual(['accept', 'reject', 'delete', 'update']);
    expect(offered('pending', 'admin', 'Y')).toEqual(['accept', 'reject', 'update']);
    expect(offered('approved', 'admin')).toEqual(['delete']);
    expect(offered('approved', 'admin', 'Y')).toEqual([]);
    expect(offered('rejected', 'key_account_manager')).toEqual(['delete', 'update']);
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

  it('names the routes and the statuses', () => {
    expect(reviewHref({ id: 7, kind: 'form' })).toBe('/brief-review-form/7');
    expect(reviewHref({ id: 7, kind: 'file' })).toBe('/brief-review-file/7');
    expect(updateHref({ id: 7, kind: 'file' })).toBe('/update-brief-by-file/7');
    expect(briefStatusText('pending')).toBe('New');
    expect(briefStatusText('rejected')).toBe('Rejected');
  });
});
