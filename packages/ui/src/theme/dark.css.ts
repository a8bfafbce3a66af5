import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './tokens';

export const darkTheme = createTheme(vars, darkTokens, 'dark');

globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
