import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The theme contract: one CSS variable per token. Its shape is the token objects' shape (the values passed here
 * are ignored), so adding a token to tokens.ts adds it to the contract and both themes must then provide it.
 */
export const vars = createThemeContract(lightTokens);
