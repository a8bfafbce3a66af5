import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

export const lightTheme = createTheme(vars, lightTokens, 'light');

globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
