export { NumberInput, type NumberInputProps } from './number-input';
