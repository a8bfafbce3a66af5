import { useEffect } from 'react';

export type UnsavedChangesEffectProps = {
  /** Something typed is not saved yet. */
  dirty: boolean;
};

/** While there are unsaved changes, the browser asks before the tab is closed or reloaded. */
export function UnsavedChangesEffect({ dirty }: UnsavedChangesEffectProps) {
  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);
  return null;
}
