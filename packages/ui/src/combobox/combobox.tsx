import {
  Combobox as ArkCombobox,
  type ComboboxInputValueChangeDetails,
  type ComboboxOpenChangeDetails,
  type ComboboxValueChangeDetails,
  createListCollection,
  useCombobox,
  useComboboxContext,
} from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useMemo, useRef } from 'react';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as listbox from '../select/listbox.css';
import { ChevronDownIcon, CloseIcon } from '../select/listbox-parts';
import * as styles from './combobox.css';
import { type AsyncOptionsStatus, useAsyncOptions } from './use-async-options';

export type ComboboxOption = { value: string; label: string };

export type ComboboxProps = {
  label: string;
  /** Finds options for what the user typed. Called ~250 ms after typing stops; late answers to older queries are dropped. */
  loadOptions: (query: string) => Promise<ComboboxOption[]>;
  /** The chosen option (value and label: the label cannot be looked up before options load), or null. */
  value?: ComboboxOption | null;
  defaultValue?: ComboboxOption | null;
  onValueChange?: (option: ComboboxOption | null) => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * Type to search options loaded from the server, on Ark's Combobox. Keyboard: typing opens the list; ArrowDown and
 * ArrowUp move; Enter chooses; Escape closes (and restores the chosen option's label if the text was changed).
 */
export function Combobox({ label, hint, error, required, disabled, ...comboboxProps }: ComboboxProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <ComboboxControl label={label} {...comboboxProps} />
    </FormField>
  );
}

type ComboboxControlProps = Omit<ComboboxProps, 'hint' | 'error' | 'required' | 'disabled'>;

const debounceMs = 250;

function ComboboxControl({
  label,
  loadOptions,
  value,
  defaultValue,
  onValueChange,
  placeholder,
}: ComboboxControlProps) {
  const controlProps = useFormFieldControl();
  const initial = value !== undefined ? value : (defaultValue ?? null);
  const options = useAsyncOptions({ loadOptions, debounceMs, initialOptions: initial ? [initial] : [] });
  const collection = useMemo(() => createListCollection({ items: options.items }), [options.items]);
  const selected = useRef<ComboboxOption | null>(initial);
  const spellSelected = useRef(() => {});

  const handleInputValueChange = (details: ComboboxInputValueChangeDetails) => {
    if (details.reason === 'input-change') {
      options.search(details.inputValue);
      return;
    }
    if (details.inputValue === '' && details.reason !== 'clear-trigger' && selected.current)
      spellSelected.current();
  };

  const handleOpenChange = (details: ComboboxOpenChangeDetails) => {
    if (!details.open || details.reason === 'input-change') return;
    // Opened with the arrow key or the button: show options for the typed text, or the first options when the
    // input just shows the chosen option (or nothing).
    const query = combobox.inputValue === (selected.current?.label ?? '') ? '' : combobox.inputValue;
    if (!options.searched || query !== options.query) options.load(query);
  };

  const handleValueChange = (details: ComboboxValueChangeDetails<ComboboxOption>) => {
    const option = details.items[0] ?? null;
    selected.current = option;
    onValueChange?.(option);
  };

  const combobox = useCombobox({
    collection,
    value: value === undefined ? undefined : value ? [value.value] : [],
    defaultValue: defaultValue ? [defaultValue.value] : undefined,
    onValueChange: handleValueChange,
    onInputValueChange: handleInputValueChange,
    onOpenChange: handleOpenChange,
    placeholder,
    positioning: { sameWidth: true },
    translations: { triggerLabel: `Show ${label} options`, clearTriggerLabel: `Clear ${label}` },
  });

  // Ark spells the chosen option only while it is among the loaded options (or was, once). A caller may choose one
  // it has never loaded (a record fetched after mount): spell its label here, after Ark's own update (a microtask).
  spellSelected.current = () => {
    const label = selected.current?.label ?? '';
    queueMicrotask(() => {
      if (combobox.inputValue !== label) combobox.setInputValue(label);
    });
  };
  useEffect(() => {
    if (value === undefined || (value?.value ?? null) === (selected.current?.value ?? null)) return;
    selected.current = value;
    spellSelected.current();
  }, [value]);

  return (
    <ArkCombobox.RootProvider value={combobox}>
      <ArkCombobox.Control className={styles.control()}>
        <ArkCombobox.Input {...controlProps} className={styles.input()} />
        {/* A tab stop, unlike Ark's default, so keyboard users can clear the choice too. */}
        <ArkCombobox.ClearTrigger className={styles.button()} tabIndex={0}>
          <CloseIcon />
        </ArkCombobox.ClearTrigger>
        <ArkCombobox.Trigger className={styles.button()}>
          <ChevronDownIcon />
        </ArkCombobox.Trigger>
      </ArkCombobox.Control>
      <Portal>
        <ArkCombobox.Positioner>
          <ComboboxPanel status={options.status} />
        </ArkCombobox.Positioner>
      </Portal>
    </ArkCombobox.RootProvider>
  );
}

const statusMessages: Record<AsyncOptionsStatus, string> = {
  idle: '',
  loading: 'Loading…',
  empty: 'No matches',
  error: 'Could not load options',
  ready: '',
};

function ComboboxPanel({ status }: { status: AsyncOptionsStatus }) {
  const combobox = useComboboxContext();
  return (
    <div className={listbox.panel()} hidden={!combobox.open}>
      <div role="status" className={listbox.message()}>
        {statusMessages[status]}
      </div>
      <ArkCombobox.Content className={listbox.list()} aria-busy={status === 'loading' || undefined}>
        {combobox.collection.items.map((option: ComboboxOption) => (
          <ArkCombobox.Item key={option.value} item={option} className={listbox.item()}>
            <ArkCombobox.ItemText>{option.label}</ArkCombobox.ItemText>
          </ArkCombobox.Item>
        ))}
      </ArkCombobox.Content>
    </div>
  );
}
