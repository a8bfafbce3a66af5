export { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './multi-select';
