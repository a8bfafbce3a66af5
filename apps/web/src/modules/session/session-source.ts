import type { PersistedSession, SessionEvent, SessionUser } from '@ooh/machines/session';
import { isRestorable } from '@ooh/machines/session/restore';

/** What the screens read of the session machine's snapshot. */
export interface SessionSnapshotView {
  /** The machine's state value: `'signedOut'`, `{ signingIn: 'authenticating' }`, … */
  value: unknown;
  context: { user: SessionUser | null; error: string | null };
}

/**
 * The session as the screens see it: the session machine's actor satisfies it, and so does the deferred session
 * below, which stands in for the actor until the machine's code has loaded.
 */
export interface SessionSource {
  getSnapshot(): SessionSnapshotView;
  subscribe(listener: (snapshot: SessionSnapshotView) => void): { unsubscribe(): void };
  send(event: SessionEvent): void;
}

export interface DeferredSession extends SessionSource {
  /** Puts the persisted session back: the screens see it at once, the machine once its code has loaded. */
  restore(session: PersistedSession | null): void;
  /** Loads the machine's code and starts it (idempotent); events sent before then are passed on in order. */
  load(): Promise<void>;
}

export interface DeferredSessionOptions {
  /** Imports the machine's code and creates its actor, not started (main.tsx: a dynamic import). */
  loadActor: () => Promise<SessionSource & { start(): unknown }>;
  now?: () => number;
}

export const SESSION_LOAD_FAILED =
  'Sign-in could not start: part of the app did not load. Check the connection and try again.';

/**
 * The session without xstate on the first load: the persisted session is read with the machine's own rule
 * (`isRestorable`) so the first page paints signed in or signed out at once, and the session machine (with the
 * xstate runtime) loads after that paint. Until it has, sent events wait; then the machine is restored from the
 * same persisted session, receives them, and the view follows its snapshots.
 */
export function createDeferredSession({
  loadActor,
  now = Date.now,
}: DeferredSessionOptions): DeferredSession {
  let snapshot: SessionSnapshotView = { value: 'restoring', context: { user: null, error: null } };
  const listeners = new Set<(snapshot: SessionSnapshotView) => void>();
  let actor: SessionSource | null = null;
  let loading: Promise<void> | null = null;
  let restored: { session: PersistedSession | null } | null = null;
  const pending: SessionEvent[] = [];

  const publish = (next: SessionSnapshotView) => {
    snapshot = next;
    for (const listener of [...listeners]) listener(next);
  };

  function load(): Promise<void> {
    loading ??= loadActor().then(
      (created) => {
        created.start();
        if (restored) created.send({ type: 'session.restored', session: restored.session });
        for (const event of pending.splice(0)) created.send(event);
        actor = created;
        created.subscribe(publish);
        publish(created.getSnapshot());
      },
      (error: unknown) => {
        loading = null;
        console.warn('The session machine could not be loaded.', error);
        if (pending.some((event) => event.type === 'session.signIn')) {
          pending.length = 0;
          publish({ value: 'signedOut', context: { user: null, error: SESSION_LOAD_FAILED } });
        }
      },
    );
    return loading;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send(event) {
      if (actor) return actor.send(event);
      pending.push(event);
      // Until the machine runs, a sign-in shows as under way, as the machine's first step would.
      if (event.type === 'session.signIn')
        publish({ value: { signingIn: 'requestingPushToken' }, context: { user: null, error: null } });
      void load();
    },
    restore(session) {
      restored = { session };
      if (actor) return actor.send({ type: 'session.restored', session });
      const signedIn = isRestorable(session, now());
      publish({
        value: signedIn ? 'signedIn' : 'signedOut',
        context: { user: signedIn ? (session?.user ?? null) : null, error: null },
      });
    },
    load,
  };
}
