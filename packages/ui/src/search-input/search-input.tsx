import { Field } from '@ark-ui/react/field';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../css/helpers.css';
import { label as labelStyle } from '../form-field/form-field.css';
import { Icon } from '../icon';
import * as styles from './search-input.css';

export type SearchInputProps = {
  /** Names the search box; keep it even when hidden ("Search briefs"). */
  label: string;
  /** Hides the label visually (screen readers still read it), e.g. in a toolbar with a search icon. */
  labelHidden?: boolean;
  /** The search text. While the user types the field shows their text; it follows `value` when the caller changes it. */
  value?: string;
  /** Called once typing pauses for `debounceMs`, and at once when the search is cleared. */
  onValueChange?: (value: string) => void;
  /** Milliseconds of quiet before `onValueChange`. */
  debounceMs?: number;
  /** Called when the user clears the search (button or Escape). */
  onClear?: () => void;
  placeholder?: string;
  name?: string;
};

/** A debounced search box on Ark's Field. Escape or the "Clear search" button empties it. */
export function SearchInput({
  label,
  labelHidden = false,
  value,
  onValueChange,
  debounceMs = 300,
  onClear,
  placeholder,
  name,
}: SearchInputProps) {
  const [text, setText] = useState(value ?? '');
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The last value reported to (or set by) the caller: an echo of it is not a change from the caller.
  const reported = useRef(value ?? '');

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (value === undefined || value === reported.current) return;
    clearTimeout(timer.current);
    reported.current = value;
    setText(value);
  }, [value]);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next === reported.current) return;
    reported.current = next;
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => report(next), debounceMs);
  };

  const clear = () => {
    setText('');
    report('');
    onClear?.();
    input.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An empty search lets Escape through, e.g. to close the dialog around it.
    if (event.key !== 'Escape' || text === '') return;
    event.preventDefault();
    event.stopPropagation();
    clear();
  };

  return (
    <Field.Root className={styles.root()}>
      <Field.Label className={labelHidden ? visuallyHidden : labelStyle()}>{label}</Field.Label>
      <div className={styles.control()}>
        <svg
          className={styles.searchIcon()}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <Field.Input
          ref={input}
          type="search"
          className={styles.input()}
          name={name}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          autoComplete="off"
        />
        {text !== '' ? (
          <button type="button" className={styles.clearButton()} aria-label="Clear search" onClick={clear}>
            <Icon name="close" size="fill" />
          </button>
        ) : null}
      </div>
    </Field.Root>
  );
}
