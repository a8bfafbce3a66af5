export { type ThemeMode, ThemeRoot, type ThemeRootProps } from './theme-root';
