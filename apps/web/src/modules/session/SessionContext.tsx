import { isStaffRole, type UserData } from '@ooh/api';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import type { SessionSource } from './session-source.ts';

const SessionContext = createContext<SessionSource | null>(null);

export type SessionProviderProps = {
  /** The session machine's actor, or the deferred session that stands in for it on the first load. */
  actor: SessionSource;
  children: ReactNode;
};

export function SessionProvider({ actor, children }: SessionProviderProps) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionSource {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a <SessionProvider> above it');
  return actor;
}

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn';

export interface SessionView {
  status: SessionStatus;
  /** Only a staff user counts as signed in here. */
  user: UserData | null;
  /** The message for the sign-in screen. */
  error: string | null;
}

function statusOf(value: unknown): SessionStatus {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (top as SessionStatus | undefined) ?? 'restoring';
}

/** The session, read with React's external-store hook (no xstate here: the first route does not load it). */
export function useSession(): SessionView {
  const actor = useSessionActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const status = useSyncExternalStore(subscribe, () => statusOf(actor.getSnapshot().value));
  const user = useSyncExternalStore(subscribe, () => actor.getSnapshot().context.user);
  const error = useSyncExternalStore(subscribe, () => actor.getSnapshot().context.error);
  const staffUser = user && isStaffRole(user.role) ? (user as UserData) : null;
  return { status: status === 'signedIn' && !staffUser ? 'signedOut' : status, user: staffUser, error };
}
