export { Text, type TextProps, type TextTone } from './text';
