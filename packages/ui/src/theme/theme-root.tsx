import { type ReactNode, useLayoutEffect } from 'react';
import { darkTheme } from './dark.css';
import './global.css';
import { lightTheme } from './light.css';
import { wrapper } from './theme-root.css';

export type ThemeMode = 'light' | 'dark';

export type ThemeRootProps = {
  mode: ThemeMode;
  children: ReactNode;
  /**
   * Where the theme class goes: on `document.documentElement` (the default, so the page background,
   * portals and toasts follow the theme) or on a wrapping element (for side-by-side previews).
   */
  scope?: 'document' | 'wrapper';
};

const themeClassNames: Record<ThemeMode, string> = { light: lightTheme, dark: darkTheme };

/** Applies the light or dark theme and the global reset. Mount once around the app. */
export function ThemeRoot({ mode, children, scope = 'document' }: ThemeRootProps) {
  const themeClassName = themeClassNames[mode];

  useLayoutEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    root.classList.add(themeClassName);
    root.dataset.theme = mode;
    return () => {
      root.classList.remove(themeClassName);
      delete root.dataset.theme;
    };
  }, [mode, scope, themeClassName]);

  if (scope === 'wrapper') {
    return (
      <div className={`${themeClassName} ${wrapper}`} data-theme={mode}>
        {children}
      </div>
    );
  }
  return children;
}
