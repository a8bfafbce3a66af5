import { useAfterFirstPage } from '../../../app/use-after-first-page.ts';

/**
 * The shell's notification effects (the live stream and Firebase's foreground messages), loaded once the first page
 * has painted: none of their code is in the shell's chunk, which /login shares (README, "light first load").
 */
export function DeferredNotificationEffects() {
  const Effects = useAfterFirstPage(
    () => import('./NotificationEffects.tsx').then((m) => m.NotificationEffects),
    'Live notifications',
  );
  return Effects ? <Effects /> : null;
}
