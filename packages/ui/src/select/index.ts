export { CompactSelect, type CompactSelectProps } from './compact-select';
export { Select, type SelectItem, type SelectProps } from './select';
