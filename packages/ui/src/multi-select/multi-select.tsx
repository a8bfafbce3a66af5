import {
  Combobox as ArkCombobox,
  type ComboboxInputValueChangeDetails,
  type ComboboxValueChangeDetails,
  createListCollection,
  useComboboxContext,
} from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as listbox from '../select/listbox.css';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../select/listbox-parts';
import * as styles from './multi-select.css';

export type MultiSelectItem = { value: string; label: string; disabled?: boolean };

export type MultiSelectProps = {
  label: string;
  items: MultiSelectItem[];
  /** The chosen values, in the order they were chosen. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The most values that can be chosen; the other options are disabled once it is reached. */
  maxTags?: number;
};

/**
 * Several values out of a list, shown as removable tags, on Ark's Combobox (multiple). Typing filters the
 * options; ArrowDown opens and moves; Enter toggles the highlighted option and keeps the list open; Escape
 * closes; Backspace in the empty input removes the last tag; each tag has a "Remove <label>" button.
 */
export function MultiSelect({ label, hint, error, required, disabled, ...selectProps }: MultiSelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <MultiSelectControl label={label} disabled={disabled} {...selectProps} />
    </FormField>
  );
}

type MultiSelectControlProps = Omit<MultiSelectProps, 'hint' | 'error' | 'required'>;

function MultiSelectControl({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  maxTags,
}: MultiSelectControlProps) {
  const controlProps = useFormFieldControl();
  const summaryId = useId();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultValue ?? []);
  const chosen = value ?? uncontrolled;
  const [query, setQuery] = useState('');

  const atLimit = maxTags !== undefined && chosen.length >= maxTags;
  const collection = useMemo(
    () =>
      createListCollection({
        items: items
          .filter((item) => contains(item.label, query))
          .map((item) => (atLimit && !chosen.includes(item.value) ? { ...item, disabled: true } : item)),
      }),
    [items, query, contains, atLimit, chosen],
  );
  const chosenItems = chosen
    .map((chosenValue) => items.find((item) => item.value === chosenValue))
    .filter((item) => item !== undefined);

  const tagList = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // After a tag is removed, focus moves to the tag now in its place (or the one before, or the input).
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = tagList.current?.querySelectorAll('button') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? input.current;
    target?.focus();
  });

  const change = (next: string[]) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };

  const handleValueChange = (details: ComboboxValueChangeDetails) => change(details.value);

  const handleInputValueChange = (details: ComboboxInputValueChangeDetails) => setQuery(details.inputValue);

  const remove = (removed: string, focusIndex: number | null) => {
    focusAfterRemove.current = focusIndex;
    change(chosen.filter((chosenValue) => chosenValue !== removed));
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = chosen.at(-1);
    if (event.key === 'Backspace' && event.currentTarget.value === '' && last !== undefined)
      remove(last, null);
  };

  const describedBy =
    [controlProps['aria-describedby'], chosenItems.length > 0 ? summaryId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <ArkCombobox.Root
      multiple
      collection={collection}
      value={chosen}
      onValueChange={handleValueChange}
      onInputValueChange={handleInputValueChange}
      closeOnSelect={false}
      openOnClick
      placeholder={chosenItems.length === 0 ? placeholder : undefined}
      positioning={{ sameWidth: true }}
      translations={{ triggerLabel: `Show ${label} options` }}
    >
      <ArkCombobox.Control className={styles.control()}>
        {chosenItems.length > 0 ? (
          <ul ref={tagList} className={styles.tags()} aria-label={`Chosen ${label}`}>
            {chosenItems.map((item, index) => (
              <li key={item.value} className={styles.tag()}>
                <span className={styles.tagLabel()}>{item.label}</span>
                <button
                  type="button"
                  className={styles.tagRemove()}
                  aria-label={`Remove ${item.label}`}
                  disabled={disabled}
                  onClick={() => remove(item.value, index)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ArkCombobox.Input
          {...controlProps}
          ref={input}
          aria-describedby={describedBy}
          className={styles.input()}
          onKeyDown={handleInputKeyDown}
        />
        <ArkCombobox.Trigger className={styles.trigger()}>
          <ChevronDownIcon />
        </ArkCombobox.Trigger>
      </ArkCombobox.Control>
      {/* Read with the input's description; hidden, as the tags already show it on the page. */}
      {chosenItems.length > 0 ? (
        <span id={summaryId} hidden>
          {chosenItems.map((item) => item.label).join(', ')} chosen
        </span>
      ) : null}
      <Portal>
        <ArkCombobox.Positioner>
          <MultiSelectPanel maxTags={atLimit ? maxTags : undefined} />
        </ArkCombobox.Positioner>
      </Portal>
    </ArkCombobox.Root>
  );
}

function MultiSelectPanel({ maxTags }: { maxTags: number | undefined }) {
  const combobox = useComboboxContext();
  const message =
    combobox.collection.size === 0
      ? 'No matches'
      : maxTags !== undefined
        ? `You can choose up to ${maxTags}`
        : null;
  return (
    <div className={listbox.panel()} hidden={!combobox.open}>
      <div role="status" className={listbox.message()}>
        {message}
      </div>
      <ArkCombobox.Content className={listbox.list()}>
        {combobox.collection.items.map((item: MultiSelectItem) => (
          <ArkCombobox.Item key={item.value} item={item} className={listbox.item()}>
            <ArkCombobox.ItemText>{item.label}</ArkCombobox.ItemText>
            <ArkCombobox.ItemIndicator className={listbox.itemIndicator()}>
              <CheckIcon />
            </ArkCombobox.ItemIndicator>
          </ArkCombobox.Item>
        ))}
      </ArkCombobox.Content>
    </div>
  );
}
