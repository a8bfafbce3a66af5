export { RadioGroup, type RadioGroupItem, type RadioGroupProps } from './radio-group';
