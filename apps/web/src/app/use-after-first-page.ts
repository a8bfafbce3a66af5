import { type ComponentType, useEffect, useState } from 'react';
import { afterFirstPage } from './first-page.ts';

/**
 * A component whose code loads after the first page has painted (app/first-page.ts); null until then, and for
 * good if its chunk cannot load (`what` names it in the warning).
 */
export function useAfterFirstPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mount, whatever `load` is
  useEffect(() => {
    let mounted = true;
    afterFirstPage()
      .then(load)
      .then(
        (loaded) => {
          if (mounted) setComponent(() => loaded);
        },
        (error: unknown) => console.warn(`${what} could not be loaded.`, error),
      );
    return () => {
      mounted = false;
    };
  }, []);
  return Component;
}
