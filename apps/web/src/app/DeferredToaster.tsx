import { type ComponentType, useEffect, useState } from 'react';

/**
 * The design system's Toaster, mounted once the first screen has painted (a passive effect runs after paint), so
 * Ark's toast code is not part of the login route. A toast raised before it arrives waits in the toast store and
 * shows when it mounts. If its chunk cannot load, the app goes on without toasts rather than failing.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@ooh/ui/toast').then(
      (module) => {
        if (mounted) setToaster(() => module.Toaster);
      },
      (error: unknown) => console.warn('The toaster could not be loaded; toasts will not show.', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
