import { Icon } from '../icon';

/** Decorative icons shared by Select, Combobox and MultiSelect. */
export function CheckIcon() {
  return <Icon name="check" size="fill" />;
}

export function ChevronDownIcon() {
  return <Icon name="chevronDown" size="fill" />;
}

export function CloseIcon() {
  return <Icon name="close" size="fill" />;
}
