import type { UserData } from '@ooh/api';
import { sessionMachine } from '@ooh/machines/session';
import { createActor } from 'xstate';
import type { SessionActor } from '../modules/session/session-actor.ts';

export function userOf(role: UserData['role'], name = 'Test User'): UserData {
  return { userId: 1, name, email: `${role}@demo.local`, role, roleLabel: role };
}

/** A session actor that is already signed in (or signed out with `null`). */
export function sessionFor(user: UserData | null): SessionActor {
  const actor = createActor(sessionMachine, { input: {} }) as unknown as SessionActor;
  actor.start();
  actor.send({
    type: 'session.restored',
    session: user ? { user, token: 'bearer', expiresAt: null, pushToken: null } : null,
  });
  return actor;
}
