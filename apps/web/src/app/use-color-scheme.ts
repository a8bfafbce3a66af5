import { useSnapshot } from 'valtio';
import { useMediaQuery } from '../modules/kit/media/use-media-query.ts';
import { type ColorSchemeChoice, persistedState } from '../state/store.ts';

/**
 * The colour scheme the app shows: the one chosen in the user menu, or, by default (`system`), the device's,
 * followed live. The choice is part of the persisted state, restored before the first render, so the first
 * page is drawn in it; public/color-scheme.js applies it to the loading screen before that (docs/domain.md,
 * "The shell (issue 15)").
 */
export function useColorScheme(): 'light' | 'dark' {
  const { colorScheme } = useSnapshot(persistedState).appearance;
  const deviceDark = useMediaQuery('(prefers-color-scheme: dark)');
  if (colorScheme !== 'system') return colorScheme;
  return deviceDark ? 'dark' : 'light';
}

/** Remembers the user's choice on this device (the persisted state saves it). */
export function chooseColorScheme(choice: ColorSchemeChoice): void {
  persistedState.appearance.colorScheme = choice;
}
