import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstPage } from './app/AppRouter.tsx';
import { createWebApiClient } from './modules/api/api-client.ts';
import { setUpInspector } from './modules/devtools/inspector.ts';
import { createSessionActor } from './modules/session/session-actor.ts';
import { readPersistedSession } from './modules/session/session-storage.ts';
import { createStoreTracker } from './state/global-errors.ts';
import { localStorageAdapter, persistChanges, restorePersistedState } from './state/persist.ts';
import { bootState } from './state/store.ts';

/**
 * Push code is not needed to paint the first page: it loads in its own chunk, fetched beside the first screen's,
 * and the token code runs only once someone signs in.
 */
const pushToken = () => import('./modules/push/push-token.ts');

async function start() {
  preloadFirstPage(window.location.pathname, readPersistedSession().token !== null);
  await setUpInspector();
  import('./modules/push/service-worker.ts').then(
    (module) => module.registerMessagingServiceWorker(),
    (error: unknown) =>
      console.warn('The push worker could not be loaded; push messages will not arrive.', error),
  );

  const client = createWebApiClient({
    tracker: createStoreTracker(),
    // A 401 on any bearer call ends the session; the guards then send the user to /login.
    onUnauthorized: () => session.send({ type: 'session.expired' }),
  });
  const session = createSessionActor({
    client,
    push: {
      obtain: () => pushToken().then((module) => module.obtainPushToken()),
      refresh: () => pushToken().then((module) => module.refreshPushToken()),
    },
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
