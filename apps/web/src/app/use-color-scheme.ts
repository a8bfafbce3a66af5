import { useMediaQuery } from '../modules/kit/media/use-media-query.ts';

/** The system's colour scheme, followed live: dark when the device asks for it, light otherwise. */
export function useColorScheme(): 'light' | 'dark' {
  return useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
}
