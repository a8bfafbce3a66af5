import { FieldInput } from '@ark-ui/react/field';
import { useLocaleContext } from '@ark-ui/react/locale';
import { type KeyboardEvent, useRef, useState } from 'react';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import { Icon } from '../icon';
import * as styles from './number-input.css';
import { formatNumber, readNumber } from './parse-number';

export type NumberInputProps = {
  label: string;
  name: string;
  /** The number, or null when the field is empty or its text is not a number in range. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number as the user types or steps, or null when the field is emptied or not a number. */
  onValueChange?: (value: number | null) => void;
  /**
   * Called with what is wrong with the typed text ("Enter a number using digits only", "At most …"), or null once
   * it reads as a number in range; a form blocks its save on it. The field shows the message itself.
   */
  onTextError?: (message: string | null) => void;
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
 * A number, typed or stepped with ArrowUp/ArrowDown (Shift for ten steps, Home/End for min/max) or the triggers.
 * What the user types stays as typed: text that is not a number in range keeps its words and the field says what
 * is wrong (never rounded, clamped or emptied); a good number is formatted when the field loses focus.
 */
export function NumberInput({ label, hint, error, required, disabled, ...inputProps }: NumberInputProps) {
  const { locale } = useLocaleContext();
  const rules = { locale, min: inputProps.min, max: inputProps.max, formatOptions: inputProps.formatOptions };
  const show = (number: number | null | undefined) =>
    number === null || number === undefined || Number.isNaN(number) ? '' : formatNumber(number, rules);

  // The text is kept here, and replaced only when the caller's number changes to one the text does not say.
  const { value, defaultValue, onValueChange, onTextError } = inputProps;
  const initial = value !== undefined ? value : (defaultValue ?? null);
  const [entry, setEntry] = useState(() => ({
    text: show(initial),
    number: initial,
    problem: null as string | null,
  }));
  // The problem shows once the user has left the field (or stepped), not while a number is half typed.
  const [checked, setChecked] = useState(false);
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== undefined && value !== entry.number)
      setEntry({ text: show(value), number: value, problem: null });
  }

  const enter = (text: string) => {
    const reading = readNumber(text, rules);
    setEntry({ text, number: reading.value, problem: reading.problem });
    if (reading.value !== entry.number) onValueChange?.(reading.value);
    if (reading.problem !== entry.problem) onTextError?.(reading.problem);
  };
  const stepTo = (number: number) => {
    const { min, max } = rules;
    const bounded = Math.min(max ?? number, Math.max(min ?? number, number));
    setChecked(true);
    enter(show(bounded));
  };
  const stepBy = (direction: 1 | -1, times = 1) => {
    const base = entry.number ?? inputProps.min ?? 0;
    stepTo(base + direction * (inputProps.step ?? 1) * times);
  };
  const handleBlur = () => {
    setChecked(true);
    if (entry.problem === null && entry.number !== null) setEntry({ ...entry, text: show(entry.number) });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { min, max } = inputProps;
    const times = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowUp') stepBy(1, times);
    else if (event.key === 'ArrowDown') stepBy(-1, times);
    else if (event.key === 'Home' && min !== undefined && !event.ctrlKey && !event.metaKey) stepTo(min);
    else if (event.key === 'End' && max !== undefined && !event.ctrlKey && !event.metaKey) stepTo(max);
    else return;
    event.preventDefault();
  };

  const shownError = (checked ? entry.problem : null) ?? error;
  return (
    <FormField
      label={label}
      hint={hint}
      {...(shownError ? { error: shownError } : {})}
      required={required}
      disabled={disabled}
    >
      <NumberInputControl
        label={label}
        name={inputProps.name}
        text={entry.text}
        number={entry.number}
        min={inputProps.min}
        max={inputProps.max}
        invalid={Boolean(shownError)}
        disabled={disabled}
        placeholder={inputProps.placeholder}
        onText={enter}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        onStep={(direction) => stepBy(direction)}
      />
    </FormField>
  );
}

type NumberInputControlProps = {
  label: string;
  name: string;
  text: string;
  number: number | null;
  min: number | undefined;
  max: number | undefined;
  invalid: boolean;
  disabled: boolean | undefined;
  placeholder: string | undefined;
  onText: (text: string) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onStep: (direction: 1 | -1) => void;
};

function NumberInputControl({
  label,
  name,
  text,
  number,
  min,
  max,
  invalid,
  disabled,
  placeholder,
  onText,
  onBlur,
  onKeyDown,
  onStep,
}: NumberInputControlProps) {
  const controlProps = useFormFieldControl();
  const inputRef = useRef<HTMLInputElement>(null);
  // A pointer press on a trigger leaves the caret in the input (as Ark's did), so typing and arrows carry on there.
  const step = (direction: 1 | -1) => {
    onStep(direction);
    inputRef.current?.focus();
  };
  const atMax = number !== null && max !== undefined && number >= max;
  const atMin = number !== null && min !== undefined && number <= min;
  return (
    <div
      className={styles.control()}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <FieldInput
        {...controlProps}
        ref={inputRef}
        className={styles.input()}
        name={name}
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={number ?? undefined}
        aria-valuetext={text || undefined}
        value={text}
        placeholder={placeholder}
        onChange={(event) => onText(event.currentTarget.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <div className={styles.stepper()}>
        <StepTrigger
          label={`Increase ${label}`}
          icon="chevronUp"
          disabled={disabled || atMax}
          onStep={() => step(1)}
        />
        <StepTrigger
          label={`Decrease ${label}`}
          icon="chevronDown"
          disabled={disabled || atMin}
          onStep={() => step(-1)}
        />
      </div>
    </div>
  );
}

/**
 * The triggers stay out of the tab order (the input's arrow keys do the same) and step on click, which a mouse,
 * a touch and a screen reader's activation all send.
 */
function StepTrigger({
  label,
  icon,
  disabled,
  onStep,
}: {
  label: string;
  icon: 'chevronUp' | 'chevronDown';
  disabled: boolean | undefined;
  onStep: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      className={styles.trigger()}
      aria-label={label}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      // The button never takes the focus from the input (the press would otherwise blur it and check it early).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onStep}
    >
      <Icon name={icon} size="sm" />
    </button>
  );
}
