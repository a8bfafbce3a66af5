import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches the device now, followed live (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Below the design system's tablet breakpoint (768 px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 767px)';
