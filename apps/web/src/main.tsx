import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstPage } from './app/AppRouter.tsx';
import { afterFirstPage } from './app/first-page.ts';
import { loadFirstPageData } from './app/first-page-data.ts';
import { createWebApiClient } from './modules/api/api-client.ts';
import { setUpInspector } from './modules/devtools/inspector.ts';
import { createDeferredSession } from './modules/session/session-source.ts';
import { readPersistedSession } from './modules/session/session-storage.ts';
import { createStoreTracker } from './state/global-errors.ts';
import { localStorageAdapter, persistChanges, restorePersistedState } from './state/persist.ts';
import { bootState } from './state/store.ts';

/**
 * Push code is not needed to paint the first page: it loads in its own chunk, and the token code runs only once
 * someone signs in.
 */
const pushToken = () => import('./modules/push/push-token.ts');

async function start() {
  const hasToken = readPersistedSession().token !== null;
  const startFirstPageData = loadFirstPageData(window.location.pathname, hasToken);
  preloadFirstPage(window.location.pathname, hasToken);
  await setUpInspector();

  const client = createWebApiClient({
    tracker: createStoreTracker(),
    // A 401 on any bearer call ends the session; the guards then send the user to /login.
    onUnauthorized: () => session.send({ type: 'session.expired' }),
  });
  // The session machine (and the xstate runtime) is not needed to paint the first page: the saved session is
  // read without it, and the machine's chunk loads once that page has painted (or at once, on a sign-in).
  const session = createDeferredSession({
    loadActor: () =>
      import('./modules/session/session-actor.ts').then((module) =>
        module.createSessionActor({
          client,
          push: {
            obtain: () => pushToken().then((push) => push.obtainPushToken()),
            refresh: () => pushToken().then((push) => push.refreshPushToken()),
          },
        }),
      ),
  });

  // The app waits for the saved state (at most 5000 ms) before it routes; index.html's loader shows meanwhile,
  // so the first render is the page itself.
  const storage = localStorageAdapter();
  await restorePersistedState(storage);
  persistChanges(storage);
  const saved = readPersistedSession();
  session.restore(saved);
  if (saved.token) startFirstPageData(client, saved.user?.role);
  bootState.status = 'ready';

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition: React renders the first page in slices, yielding to the browser between them, instead of in
  // one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={client} session={session} />
      </StrictMode>,
    );
  });

  await afterFirstPage();
  void session.load();
  // Spec section 1: the push worker is registered at load; after the first page, so it does not compete with it.
  import('./modules/push/service-worker.ts').then(
    (module) => module.registerMessagingServiceWorker(),
    (error: unknown) =>
      console.warn('The push worker could not be loaded; push messages will not arrive.', error),
  );
}

void start();
