import { isStaffRole, type UserData } from '@ooh/api';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { SessionActor } from './session-actor.ts';

const SessionContext = createContext<SessionActor | null>(null);

export type SessionProviderProps = {
  actor: SessionActor;
  children: ReactNode;
};

export function SessionProvider({ actor, children }: SessionProviderProps) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
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

export function useSession(): SessionView {
  const actor = useSessionActor();
  const status = useSelector(actor, (snapshot) => statusOf(snapshot.value));
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const staffUser = user && isStaffRole(user.role) ? (user as UserData) : null;
  return { status: status === 'signedIn' && !staffUser ? 'signedOut' : status, user: staffUser, error };
}
