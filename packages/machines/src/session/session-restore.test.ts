import { describe, expect, it } from 'vitest';
import type { PersistedSession } from './session.machine.ts';
import { isRestorable } from './session-restore.ts';

const user = { userId: 1, name: 'A', email: 'a@demo.local', role: 'admin', roleLabel: 'Admin' };
const session = (over: Partial<PersistedSession>): PersistedSession => ({
  user,
  token: 'bearer',
  expiresAt: null,
  pushToken: null,
  ...over,
});

describe('isRestorable', () => {
  it('takes up a session with a user and a token that has not expired', () => {
    expect(isRestorable(session({}), 1_000)).toBe(true);
    expect(isRestorable(session({ expiresAt: 2_000 }), 1_000)).toBe(true);
  });

  it('refuses an expired, partial or missing session', () => {
    expect(isRestorable(session({ expiresAt: 1_000 }), 1_000)).toBe(false);
    expect(isRestorable(session({ token: null }), 1_000)).toBe(false);
    expect(isRestorable(session({ user: null }), 1_000)).toBe(false);
    expect(isRestorable(null, 1_000)).toBe(false);
  });
});
