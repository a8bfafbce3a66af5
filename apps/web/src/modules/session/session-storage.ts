import { TOKEN_STORAGE_KEY, type UserData } from '@ooh/api';
import type { PersistedSession, PushToken, SessionUser } from '@ooh/machines/session';
import { emptySignIn, type PersistedState, persistedState } from '../../state/store.ts';

/**
 * Where a session lives between reloads: the bearer token under TOKEN_STORAGE_KEY, the rest in the `signIn`
 * slice of `persist:root`. Used by the session machine's persistence actions.
 */

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readPersistedSession(state: PersistedState = persistedState): PersistedSession {
  return {
    user: state.signIn.userData,
    token: storage()?.getItem(TOKEN_STORAGE_KEY) ?? null,
    expiresAt: state.signIn.tokenExpiresAt,
    pushToken: state.signIn.pushToken,
  };
}

export function saveSession(
  session: {
    user: SessionUser | null;
    token: string | null;
    expiresAt: number | null;
    pushToken: PushToken | null;
  },
  { now = Date.now, state = persistedState }: { now?: () => number; state?: PersistedState } = {},
): void {
  if (session.token) storage()?.setItem(TOKEN_STORAGE_KEY, session.token);
  state.signIn = {
    // The user comes from the login answer, whose role the contract types as a staff role.
    userData: session.user as UserData | null,
    tokenExpiresAt: session.expiresAt,
    pushToken: session.pushToken,
    signedInAt: now(),
  };
}

export function savePushToken(pushToken: PushToken | null, state: PersistedState = persistedState): void {
  state.signIn.pushToken = pushToken;
}

/** Signing out forgets the token, the user and the user's selections; the sidebar and appearance stay. */
export function forgetSession(state: PersistedState = persistedState): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  state.signIn = emptySignIn();
  state.selectedBrief = null;
  state.selectedPlan = null;
  state.fetchPO = null;
  state.selectedCampaign = null;
}

/** The `exp` claim of a JWT in epoch ms, or null when the token carries none (or is not a JWT). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
