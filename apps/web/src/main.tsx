import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstPage } from './app/AppRouter.tsx';
import { createWebApiClient } from './modules/api/api-client.ts';
import { setUpInspector } from './modules/devtools/inspector.ts';
import { obtainPushToken, refreshPushToken } from './modules/push/push-token.ts';
import { registerMessagingServiceWorker } from './modules/push/service-worker.ts';
import { createSessionActor } from './modules/session/session-actor.ts';
import { readPersistedSession } from './modules/session/session-storage.ts';
import { createStoreTracker } from './state/global-errors.ts';
import { localStorageAdapter, persistChanges, restorePersistedState } from './state/persist.ts';
import { bootState } from './state/store.ts';

async function start() {
  preloadFirstPage(window.location.pathname, readPersistedSession().token !== null);
  await setUpInspector();
  void registerMessagingServiceWorker();

  const client = createWebApiClient({
    tracker: createStoreTracker(),
    // A 401 on any bearer call ends the session; the guards then send the user to /login.
    onUnauthorized: () => session.send({ type: 'session.expired' }),
  });
  const session = createSessionActor({
    client,
    push: { obtain: () => obtainPushToken(), refresh: () => refreshPushToken() },
  });
  session.start();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App client={client} session={session} />
    </StrictMode>,
  );

  // The app waits for the saved state (at most 5000 ms) before it routes.
  const storage = localStorageAdapter();
  await restorePersistedState(storage);
  persistChanges(storage);
  session.send({ type: 'session.restored', session: readPersistedSession() });
  bootState.status = 'ready';
}

void start();
