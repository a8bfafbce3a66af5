import { useCallback, useLayoutEffect, useState } from 'react';
import { holdNavigation, type Proceed } from './navigation-guard.ts';

export interface UnsavedChangesGuard {
  /** A navigation waits for the user's answer: the dialog is open. */
  blocked: boolean;
  /** Stay on the page; the navigation is dropped. */
  stay: () => void;
  /** Leave without saving: the navigation goes on. */
  leave: () => void;
}

/**
 * While `dirty`, a move to another page of the app (a link, the sidebar, Back) waits for the user, and closing or
 * reloading the tab makes the browser ask. Render `<UnsavedChangesDialog guard={…} />` with what it returns.
 * The hold is taken in a layout effect so it is released before a redirect of the same commit (signing out, a
 * session that ended) runs its own.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [pending, setPending] = useState<{ proceed: Proceed } | null>(null);
  useLayoutEffect(() => {
    if (!dirty) return;
    const release = holdNavigation({ onBlocked: (proceed) => setPending({ proceed }) });
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', handleBeforeUnload);
    };
  }, [dirty]);
  // Saved meanwhile: nothing left to lose, nothing to ask.
  const blocked = pending !== null && dirty;
  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    setPending(null);
    pending?.proceed();
  }, [pending]);
  return { blocked, stay, leave };
}
