import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { useId } from 'react';
import * as styles from './radio-group.css';

export type RadioGroupItem = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** Names the group (the question); each item's label names its radio. */
  label: string;
  name: string;
  items: RadioGroupItem[];
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  /** Marks the group invalid and shows the message under it. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * One choice out of a few, on Ark's RadioGroup: native radios sharing a name, so Tab enters the group at the
 * checked radio and the arrow keys move and select.
 */
export function RadioGroup({
  label,
  name,
  items,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  error,
  hint,
  required = false,
  disabled = false,
}: RadioGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field()}>
      <ArkRadioGroup.Root
        className={styles.root()}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onValueChange={
          onValueChange
            ? (details) => {
                if (details.value !== null) onValueChange(details.value);
              }
            : undefined
        }
        orientation={orientation}
        invalid={invalid}
        required={required}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <ArkRadioGroup.Label className={styles.label()}>
          {label}
          {required ? (
            <span className={styles.requiredIndicator()} aria-hidden="true">
              *
            </span>
          ) : null}
        </ArkRadioGroup.Label>
        <div className={styles.items({ orientation })}>
          {items.map((item) => (
            <ArkRadioGroup.Item
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              className={styles.item()}
            >
              <ArkRadioGroup.ItemControl className={styles.itemControl()} />
              <ArkRadioGroup.ItemText className={styles.itemText()}>{item.label}</ArkRadioGroup.ItemText>
              <ArkRadioGroup.ItemHiddenInput />
            </ArkRadioGroup.Item>
          ))}
        </div>
      </ArkRadioGroup.Root>
      {hint ? (
        <span id={hintId} className={styles.hint()}>
          {hint}
        </span>
      ) : null}
      {invalid ? (
        <span id={errorId} className={styles.error()}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
