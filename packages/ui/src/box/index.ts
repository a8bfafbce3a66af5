export { Box, type BoxElement, type BoxProps } from './box';
