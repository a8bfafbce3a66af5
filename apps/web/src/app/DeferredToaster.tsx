import { useAfterFirstPage } from './use-after-first-page.ts';

/**
 * The design system's toasters, mounted once the first page has painted (app/first-page.ts), so Ark's toast code
 * is not part of the login route: the app's toasts (bottom end) and the notification popups (top right, docs/domain.md
 * "Notifications", "Live delivery"). A toast raised before they arrive waits in its store and shows when they mount.
 * If their chunk cannot load, the app goes on without toasts rather than failing.
 */
export function DeferredToaster() {
  const Toasters = useAfterFirstPage(() => import('@ooh/ui/toast').then((m) => m.Toasters), 'The toaster');
  return Toasters ? <Toasters /> : null;
}
