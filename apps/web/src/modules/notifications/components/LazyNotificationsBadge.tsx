import { lazy, Suspense } from 'react';

/**
 * The bell loads in a chunk of its own after sign-in, so the shell's first chunk (and /login, which shares it)
 * carries none of it.
 */
const NotificationsBadge = lazy(() =>
  import('./NotificationsBadge.tsx').then((m) => ({ default: m.NotificationsBadge })),
);

export function LazyNotificationsBadge() {
  return (
    <Suspense fallback={null}>
      <NotificationsBadge />
    </Suspense>
  );
}
