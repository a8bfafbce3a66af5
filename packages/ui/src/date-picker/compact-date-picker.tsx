import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker';
import { Icon } from '../icon';
import { Calendar } from './calendar';
import * as styles from './compact-date-picker.css';
import { formatDisplayDate, parseDisplayDate, toDateValue, toIsoDate } from './iso-date';

export type CompactDatePickerProps = {
  /** Names the control (there is no visible label: a table's column header is one), e.g. "Start date, LHE-004". */
  label: string;
  /** ISO date (`2026-11-21`), or null for none. */
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** Earliest choosable date, ISO. */
  min?: string;
  /** Latest choosable date, ISO. */
  max?: string;
  /** The value is refused: the button is marked invalid. The caller shows the message and passes its id. */
  invalid?: boolean;
  /** Ids of the texts that describe the control (its error message). */
  describedBy?: string;
  disabled?: boolean;
};

const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date in a table cell: a small button showing it as people read it ("21 Nov 2026"), which opens the design
 * system's calendar. Keyboard as DatePicker's calendar: Enter or Space opens, arrows, Page Up/Down and Home/End
 * move, Enter picks and closes, Escape closes; focus comes back to the button. No typing and no clearing: a row
 * keeps a date.
 */
export function CompactDatePicker({
  label,
  value,
  onValueChange,
  min,
  max,
  invalid = false,
  describedBy,
  disabled = false,
}: CompactDatePickerProps) {
  const date = toDateValue(value);
  const shown = date ? formatDisplayDate(date) : null;
  return (
    <ArkDatePicker.Root
      selectionMode="single"
      value={date ? [date] : []}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked) onValueChange(toIsoDate(picked));
      }}
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={invalid}
      locale="en-GB"
      timeZone={localTimeZone}
      startOfWeek={1}
      fixedWeeks
      format={(day) => formatDisplayDate(day)}
      parse={(text) => parseDisplayDate(text)}
      positioning={{ placement: 'bottom-start' }}
      translations={{
        trigger: () => `${label}: ${shown ?? 'no date'}`,
        content: `Calendar, ${label}`,
        prevTrigger: (view) =>
          ({ day: 'Previous month', month: 'Previous year', year: 'Previous decade' })[view],
        nextTrigger: (view) => ({ day: 'Next month', month: 'Next year', year: 'Next decade' })[view],
      }}
      lazyMount
      unmountOnExit
    >
      <ArkDatePicker.Trigger
        className={styles.trigger()}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        {shown ?? <span className={styles.placeholder()}>Choose</span>}
        <span className={styles.icon()}>
          <Icon name="calendar" size="sm" />
        </span>
      </ArkDatePicker.Trigger>
      <Calendar />
    </ArkDatePicker.Root>
  );
}
