import { describe, expect, it } from 'vitest';
import { assertTransition, next } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { type RequestedSiteEvent, requestedSiteMachine } from './requested-site.machine.ts';

const samples: RequestedSiteEvent[] = [{ type: 'requestedSite.approve' }];

describe('requested site lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(requestedSiteMachine, samples)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md: approval puts the site in the inventory for good', () => {
    expect(next(requestedSiteMachine, 'pending', { type: 'requestedSite.approve' })).toBe('approved');
    expect(next(requestedSiteMachine, 'approved', { type: 'requestedSite.approve' })).toBeNull();
  });

  it('refuses with a message naming the current status', () => {
    expect(() =>
      assertTransition(requestedSiteMachine, 'approved', { type: 'requestedSite.approve' }),
    ).toThrow('Cannot approve: this requested site is approved.');
  });
});
