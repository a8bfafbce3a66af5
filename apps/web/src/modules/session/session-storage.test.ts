import { TOKEN_STORAGE_KEY } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { persistedState } from '../../state/store.ts';
import { forgetSession, readPersistedSession, saveSession, tokenExpiry } from './session-storage.ts';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

const user = { userId: 1, name: 'Ada', email: 'admin@demo.local', role: 'admin', roleLabel: 'Admin' };

describe('session storage', () => {
  it('reads the expiry of a JWT in milliseconds, and none from other tokens', () => {
    expect(tokenExpiry(jwt({ sub: '1', exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiry('opaque')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
  });

  it('keeps the bearer token under TOKEN_STORAGE_KEY and the rest in the signIn slice', () => {
    saveSession({ user, token: 't-1', expiresAt: 99, pushToken: null }, { now: () => 5 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t-1');
    expect(persistedState.signIn).toEqual({
      userData: user,
      tokenExpiresAt: 99,
      pushToken: null,
      signedInAt: 5,
    });
    expect(readPersistedSession()).toEqual({ user, token: 't-1', expiresAt: 99, pushToken: null });
  });

  it("forgets the token, the user and the user's selections, keeping the sidebar preference", () => {
    saveSession({ user, token: 't-1', expiresAt: null, pushToken: { token: 'p', issuedAt: 1 } });
    persistedState.selectedBrief = { id: 3 };
    persistedState.sidebar.collapsed = true;
    forgetSession();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(persistedState.signIn.userData).toBeNull();
    expect(persistedState.selectedBrief).toBeNull();
    expect(persistedState.sidebar.collapsed).toBe(true);
  });
});
