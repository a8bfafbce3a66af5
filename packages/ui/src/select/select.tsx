import { Portal } from '@ark-ui/react/portal';
import {
  Select as ArkSelect,
  createListCollection,
  type SelectValueChangeDetails,
  useSelectContext,
} from '@ark-ui/react/select';
import { useMemo } from 'react';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as listbox from './listbox.css';
import { CheckIcon, ChevronDownIcon } from './listbox-parts';
import * as styles from './select.css';

export type SelectItem<T extends string = string> = { value: T; label: string; disabled?: boolean };

export type SelectProps<T extends string = string> = {
  label: string;
  items: SelectItem<T>[];
  /** The chosen value, or null for none. */
  value?: T | null;
  defaultValue?: T | null;
  onValueChange?: (value: T | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Submits the value with a form (through a hidden native select). */
  name?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * One value out of a short list, on Ark's Select. Keyboard: Enter, Space or ArrowDown opens; arrows, Home, End
 * and typing a label's first letters move; Enter or Space chooses; Escape closes and returns to the button.
 */
export function Select<T extends string = string>({
  label,
  hint,
  error,
  required,
  disabled,
  ...selectProps
}: SelectProps<T>) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <SelectControl {...selectProps} />
    </FormField>
  );
}

type SelectControlProps<T extends string> = Omit<
  SelectProps<T>,
  'label' | 'hint' | 'error' | 'required' | 'disabled'
>;

function SelectControl<T extends string>({
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select…',
  name,
}: SelectControlProps<T>) {
  const controlProps = useFormFieldControl();
  const collection = useMemo(() => createListCollection({ items }), [items]);
  const toArkValue = (next: T | null | undefined) =>
    next === undefined ? undefined : next === null ? [] : [next];

  const handleValueChange = (details: SelectValueChangeDetails<SelectItem<T>>) => {
    onValueChange?.(details.items[0]?.value ?? null);
  };

  return (
    <ArkSelect.Root
      collection={collection}
      value={toArkValue(value)}
      defaultValue={toArkValue(defaultValue)}
      onValueChange={handleValueChange}
      name={name}
      positioning={{ sameWidth: true }}
      // The list is mounted when it first opens: portalled to the body, it then arrives after a modal dialog has
      // hidden the rest of the page from assistive technology (zag's aria-hidden), and so stays readable in a dialog.
      lazyMount
    >
      <ArkSelect.Trigger {...controlProps} className={styles.trigger()}>
        <ArkSelect.ValueText className={styles.valueText()} placeholder={placeholder} />
        <ArkSelect.Indicator className={styles.indicator()}>
          <ChevronDownIcon />
        </ArkSelect.Indicator>
      </ArkSelect.Trigger>
      <Portal>
        <ArkSelect.Positioner>
          <SelectPanel items={items} />
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

function SelectPanel<T extends string>({ items }: { items: SelectItem<T>[] }) {
  const select = useSelectContext();
  return (
    <div className={listbox.panel()} hidden={!select.open}>
      <div className={listbox.message()}>{items.length === 0 ? 'No options' : null}</div>
      <ArkSelect.Content className={listbox.list()}>
        {items.map((item) => (
          <ArkSelect.Item key={item.value} item={item} className={listbox.item()}>
            <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
            <ArkSelect.ItemIndicator className={listbox.itemIndicator()}>
              <CheckIcon />
            </ArkSelect.ItemIndicator>
          </ArkSelect.Item>
        ))}
      </ArkSelect.Content>
    </div>
  );
}
