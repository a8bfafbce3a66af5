import { useLocaleContext } from '@ark-ui/react/locale';
import {
  NumberInput as ArkNumberInput,
  type NumberInputValueChangeDetails,
  useNumberInputContext,
} from '@ark-ui/react/number-input';
import { type MouseEvent, useState } from 'react';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import { Icon } from '../icon';
import * as styles from './number-input.css';

export type NumberInputProps = {
  label: string;
  name: string;
  /** The number, or null when the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number as the user types or steps, or null when the field is emptied. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Amount the arrow keys and the triggers add or take away (Shift: ten times as much). */
  step?: number;
  /** How the value is shown: Intl.NumberFormat options, e.g. a PKR currency format. */
  formatOptions?: Intl.NumberFormatOptions;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
};

/**
 * A number on Ark's NumberInput: type it, or step it with ArrowUp/ArrowDown (Shift for ten steps, Home/End for
 * min/max) or the triggers. Values outside min and max are clamped when the field loses focus.
 */
export function NumberInput({ label, hint, error, required, disabled, ...inputProps }: NumberInputProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <NumberInputControl label={label} {...inputProps} />
    </FormField>
  );
}

type NumberInputControlProps = Omit<NumberInputProps, 'hint' | 'error' | 'required' | 'disabled'>;

type Entry = { text: string; number: number | null };

function NumberInputControl({
  label,
  name,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  formatOptions,
  placeholder,
}: NumberInputControlProps) {
  const controlProps = useFormFieldControl();
  const { locale } = useLocaleContext();
  const format = (number: number | null | undefined) => {
    if (number === null || number === undefined || Number.isNaN(number)) return '';
    return formatOptions ? new Intl.NumberFormat(locale, formatOptions).format(number) : String(number);
  };

  // Ark holds the text as typed ("1.", "PKR 1,500"), the caller a number. The text is kept here, and replaced
  // only when the caller's number changes to one the text does not already say.
  const initial = value !== undefined ? value : (defaultValue ?? null);
  const [entry, setEntry] = useState<Entry>(() => ({ text: format(initial), number: initial }));
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== undefined && value !== entry.number) setEntry({ text: format(value), number: value });
  }

  const handleValueChange = (details: NumberInputValueChangeDetails) => {
    const number = Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber;
    setEntry({ text: details.value, number });
    if (number !== entry.number) onValueChange?.(number);
  };

  return (
    <ArkNumberInput.Root
      name={name}
      value={entry.text}
      onValueChange={handleValueChange}
      min={min}
      max={max}
      step={step}
      formatOptions={formatOptions}
      translations={{ incrementLabel: `Increase ${label}`, decrementLabel: `Decrease ${label}` }}
    >
      <ArkNumberInput.Control className={styles.control()}>
        <ArkNumberInput.Input {...controlProps} className={styles.input()} placeholder={placeholder} />
        <div className={styles.stepper()}>
          <StepTrigger direction="increment" />
          <StepTrigger direction="decrement" />
        </div>
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  );
}

/**
 * Ark's triggers step on pointer-down and stay out of the tab order (the input's arrow keys do the same). A click
 * without a pointer (a screen reader's activation; `detail` is 0) steps too, so the triggers are not dead there.
 */
function StepTrigger({ direction }: { direction: 'increment' | 'decrement' }) {
  const numberInput = useNumberInputContext();
  const Trigger =
    direction === 'increment' ? ArkNumberInput.IncrementTrigger : ArkNumberInput.DecrementTrigger;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail !== 0) return;
    if (direction === 'increment') numberInput.increment();
    else numberInput.decrement();
  };
  return (
    <Trigger className={styles.trigger()} onClick={handleClick}>
      <Icon name={direction === 'increment' ? 'chevronUp' : 'chevronDown'} size="sm" />
    </Trigger>
  );
}
