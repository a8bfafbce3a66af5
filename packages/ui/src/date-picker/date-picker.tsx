import { DatePicker as ArkDatePicker, type DateValue } from '@ark-ui/react/date-picker';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Calendar, CalendarIcon, ClearIcon } from './calendar';
import * as styles from './date-picker.css';
import { formatDisplayDate, parseDisplayDate, toDateValue, toIsoDate } from './iso-date';

export type DatePickerProps = {
  label: string;
  /** ISO date (`2026-11-21`), or null for none; leave undefined to let the picker keep its own value. */
  value?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Earliest choosable date, ISO. */
  min?: string;
  /** Latest choosable date, ISO. */
  max?: string;
  /** Marks the field invalid and shows the message under it. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Told what is wrong with the typed text ("31/02/2027" is no date), or null once it reads as a date again. The
   * field keeps the text as typed and shows the message; the value stays what it was, so a form that saves should
   * refuse while a message stands (as NumberInput's `onTextError`).
   */
  onTextError?: (message: string | null) => void;
};

/** The message for typed text that is not a date: the user's own words, kept, and what to type instead. */
export const notADateMessage = (text: string) => `“${text}” is not a date: type one such as 10 Jan 2027`;

export type DateRange = { start: string | null; end: string | null };

export type DateRangePickerProps = {
  /** Names the pair; the inputs are "Start date" and "End date" within it. */
  label: string;
  value?: DateRange;
  onValueChange?: (value: DateRange) => void;
  min?: string;
  max?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A date typed (`21/11/2026`) or picked from a calendar; shown as `21 Nov 2026`, reported as ISO. Text that is no
 * date is kept as typed with a message under it, never swapped for another date (zag's own blur and Enter would
 * pick the calendar's focused day): issue 15, docs/domain.md "Forms and list addresses (issue 15)".
 */
export function DatePicker({ value, onValueChange, onTextError, error, ...fieldProps }: DatePickerProps) {
  const date = value === undefined ? undefined : toDateValue(value);
  const [textError, setTextError] = useState<string | null>(null);
  const report = (message: string | null) => {
    if (message === textError) return;
    setTextError(message);
    onTextError?.(message);
  };
  /** Reads the typed text: a date is chosen, an empty field clears, anything else is said to be wrong. */
  const settle = (text: string) => {
    const typed = text.trim();
    if (typed === '') {
      report(null);
      if (value) onValueChange?.(null);
      return true;
    }
    const parsed = parseDisplayDate(typed);
    if (!parsed) {
      report(notADateMessage(typed));
      return false;
    }
    report(null);
    const iso = toIsoDate(parsed);
    if (iso !== value) onValueChange?.(iso);
    return true;
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => settle(event.currentTarget.value);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with text that is no date: zag would select the calendar's focused day instead. Say so and keep it.
    if (event.key === 'Enter' && !settle(event.currentTarget.value)) event.preventDefault();
  };
  return (
    <DateField
      {...fieldProps}
      error={textError ?? error}
      selectionMode="single"
      value={value === undefined ? undefined : date ? [date] : []}
      onValueChange={
        onValueChange
          ? (dates) => {
              report(null);
              onValueChange(dates[0] ? toIsoDate(dates[0]) : null);
            }
          : undefined
      }
    >
      {({ describedBy }) => (
        <ArkDatePicker.Input
          className={styles.input()}
          aria-describedby={describedBy}
          // Uncontrolled (no value given), the picker keeps its own value and zag reads the text.
          fixOnBlur={value === undefined}
          onBlur={value === undefined ? undefined : handleBlur}
          onKeyDown={value === undefined ? undefined : handleKeyDown}
        />
      )}
    </DateField>
  );
}

/** A start and an end date, each typed or picked (start, then end) from one calendar. */
export function DateRangePicker({ value, onValueChange, ...fieldProps }: DateRangePickerProps) {
  return (
    <DateField
      {...fieldProps}
      selectionMode="range"
      value={value === undefined ? undefined : toRangeValue(value)}
      onValueChange={
        onValueChange
          ? (dates) =>
              onValueChange({
                start: dates[0] ? toIsoDate(dates[0]) : null,
                end: dates[1] ? toIsoDate(dates[1]) : null,
              })
          : undefined
      }
      grouped
    >
      {({ describedBy }) => (
        <>
          <ArkDatePicker.Input
            index={0}
            className={styles.input({ width: 'date' })}
            aria-label="Start date"
            aria-describedby={describedBy}
          />
          <span className={styles.rangeSeparator()} aria-hidden="true">
            –
          </span>
          <ArkDatePicker.Input
            index={1}
            className={styles.input({ width: 'date' })}
            aria-label="End date"
            aria-describedby={describedBy}
          />
        </>
      )}
    </DateField>
  );
}

function toRangeValue({ start, end }: DateRange): DateValue[] {
  const startDate = toDateValue(start);
  const endDate = toDateValue(end);
  if (!startDate) return [];
  return endDate ? [startDate, endDate] : [startDate];
}

type DateFieldProps = Omit<DatePickerProps, 'value' | 'onValueChange'> & {
  selectionMode: 'single' | 'range';
  value: DateValue[] | undefined;
  onValueChange: ((dates: DateValue[]) => void) | undefined;
  /** Range: the label names a group around both inputs. */
  grouped?: boolean;
  children: (field: { describedBy: string | undefined }) => ReactNode;
};

/** People here think in local days: "today" is today where they are, not in UTC. */
const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Label, control (input(s), clear and calendar buttons), hint, error and the calendar, around Ark's Root. */
function DateField({
  label,
  min,
  max,
  error,
  hint,
  required = false,
  disabled = false,
  selectionMode,
  value,
  onValueChange,
  grouped = false,
  children,
}: DateFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <ArkDatePicker.Root
      className={styles.root()}
      ids={{ label: () => labelId }}
      selectionMode={selectionMode}
      value={value}
      onValueChange={onValueChange ? (details) => onValueChange(details.value) : undefined}
      min={toDateValue(min)}
      max={toDateValue(max)}
      required={required}
      disabled={disabled}
      invalid={invalid}
      locale="en-GB"
      timeZone={localTimeZone}
      startOfWeek={1}
      fixedWeeks
      format={(date) => formatDisplayDate(date)}
      parse={(text) => parseDisplayDate(text)}
      positioning={{ placement: 'bottom-start' }}
      translations={{
        trigger: (open) => `${open ? 'Close' : 'Open'} calendar, ${label}`,
        clearTrigger: `Clear ${label}`,
        content: `Calendar, ${label}`,
        prevTrigger: (view) =>
          ({ day: 'Previous month', month: 'Previous year', year: 'Previous decade' })[view],
        nextTrigger: (view) => ({ day: 'Next month', month: 'Next year', year: 'Next decade' })[view],
      }}
      lazyMount
      unmountOnExit
    >
      <ArkDatePicker.Label className={styles.label()}>
        {label}
        {required ? (
          <span className={styles.requiredIndicator()} aria-hidden="true">
            *
          </span>
        ) : null}
      </ArkDatePicker.Label>
      <ArkDatePicker.Control
        className={styles.control()}
        data-invalid={invalid ? '' : undefined}
        role={grouped ? 'group' : undefined}
        aria-labelledby={grouped ? labelId : undefined}
      >
        <div className={styles.inputs()}>{children({ describedBy })}</div>
        {disabled ? null : (
          <ArkDatePicker.ClearTrigger className={styles.iconTrigger()}>
            <ClearIcon />
          </ArkDatePicker.ClearTrigger>
        )}
        <ArkDatePicker.Trigger className={styles.iconTrigger()}>
          <CalendarIcon />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
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
      <Calendar />
    </ArkDatePicker.Root>
  );
}
