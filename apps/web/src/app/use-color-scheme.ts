import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** The system's colour scheme, followed live: dark when the device asks for it, light otherwise. */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (globalThis.matchMedia?.(QUERY).matches ? 'dark' : 'light'),
    () => 'light',
  );
}
