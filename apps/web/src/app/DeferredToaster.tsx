import { useAfterFirstPage } from './use-after-first-page.ts';

/**
 * The design system's Toaster, mounted once the first page has painted (app/first-page.ts), so Ark's toast code
 * is not part of the login route. A toast raised before it arrives waits in the toast store and shows when it
 * mounts. If its chunk cannot load, the app goes on without toasts rather than failing.
 */
export function DeferredToaster() {
  const Toaster = useAfterFirstPage(() => import('@ooh/ui/toast').then((m) => m.Toaster), 'The toaster');
  return Toaster ? <Toaster /> : null;
}
