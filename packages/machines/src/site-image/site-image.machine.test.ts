import { describe, expect, it } from 'vitest';
import { allowedEvents, assertTransition, can, next } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { type SiteImageEvent, siteImageMachine } from './site-image.machine.ts';

const samples: SiteImageEvent[] = [
  { type: 'siteImage.approve' },
  { type: 'siteImage.reject', reason: 'Photo taken 400 m from the site' },
  { type: 'siteImage.reject', reason: '' },
  { type: 'siteImage.delete' },
];

describe('site image lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(siteImageMachine, samples)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md', () => {
    expect(next(siteImageMachine, 'pending', { type: 'siteImage.approve' })).toBe('approved');
    expect(next(siteImageMachine, 'pending', { type: 'siteImage.reject', reason: 'Blurred' })).toBe(
      'rejected',
    );
    expect(next(siteImageMachine, 'pending', { type: 'siteImage.delete' })).toBe('deleted');
    expect(next(siteImageMachine, 'rejected', { type: 'siteImage.delete' })).toBe('deleted');
    // Approved images are the client's proof: they are never deleted, nor reviewed again.
    expect(allowedEvents(siteImageMachine, 'approved', samples)).toEqual([]);
    expect(can(siteImageMachine, 'rejected', { type: 'siteImage.approve' })).toBe(false);
  });

  it('refuses with a message naming the current status, and the rule when a guard refused', () => {
    expect(() => assertTransition(siteImageMachine, 'approved', { type: 'siteImage.delete' })).toThrow(
      "Cannot delete: this site image is approved. An approved image is the client's proof of posting and cannot be deleted.",
    );
    expect(() =>
      assertTransition(siteImageMachine, 'pending', { type: 'siteImage.reject', reason: ' ' }),
    ).toThrow('Cannot reject: this site image is pending. A reason is required to reject a site image.');
  });
});
