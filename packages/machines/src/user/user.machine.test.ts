import { describe, expect, it } from 'vitest';
import { allowedEvents, assertTransition, can, next } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { type UserEvent, userMachine } from './user.machine.ts';

const samples: UserEvent[] = [
  { type: 'user.activate' },
  { type: 'user.setPassword' },
  { type: 'user.deactivate' },
  { type: 'user.delete' },
  { type: 'user.signIn' },
];

describe('user lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(userMachine, samples)).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md', () => {
    expect(next(userMachine, 'inactive', { type: 'user.activate' })).toBe('active');
    expect(next(userMachine, 'inactive', { type: 'user.setPassword' })).toBe('active');
    expect(next(userMachine, 'active', { type: 'user.deactivate' })).toBe('inactive');
    expect(next(userMachine, 'inactive', { type: 'user.delete' })).toBe('deleted');
    expect(next(userMachine, 'active', { type: 'user.delete' })).toBe('deleted');
    // Only active users sign in; deleted users never come back.
    expect(can(userMachine, 'active', { type: 'user.signIn' })).toBe(true);
    expect(can(userMachine, 'inactive', { type: 'user.signIn' })).toBe(false);
    expect(allowedEvents(userMachine, 'deleted', samples)).toEqual([]);
  });

  it('refuses with a message naming the current status', () => {
    expect(() => assertTransition(userMachine, 'deleted', { type: 'user.signIn' })).toThrow(
      'Cannot sign in: this user is deleted.',
    );
    expect(() => assertTransition(userMachine, 'active', { type: 'user.activate' })).toThrow(
      'Cannot activate: this user is active.',
    );
  });
});
