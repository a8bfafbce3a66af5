import {
  DatePicker as ArkDatePicker,
  type DatePickerDateView as DateView,
  useDatePickerContext,
} from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { Icon } from '../icon';
import * as styles from './date-picker.css';

/**
 * The calendar popup shared by DatePicker and DateRangePicker: days, then months and years through the heading
 * button. Ark moves focus into the grid on open; arrows, Page Up/Down, Home/End move, Enter picks, Escape
 * closes and returns focus to the calendar button.
 */
export function Calendar() {
  return (
    <Portal>
      <ArkDatePicker.Positioner>
        <ArkDatePicker.Content className={styles.content()}>
          <DayView />
          <MonthView />
          <YearView />
        </ArkDatePicker.Content>
      </ArkDatePicker.Positioner>
    </Portal>
  );
}

function DayView() {
  const datePicker = useDatePickerContext();
  return (
    <ArkDatePicker.View view="day" className={styles.view()}>
      <ViewHeader view="day" />
      <ArkDatePicker.Table className={styles.table()}>
        <ArkDatePicker.TableHead>
          <ArkDatePicker.TableRow>
            {datePicker.weekDays.map((weekDay) => (
              <ArkDatePicker.TableHeader key={weekDay.long} className={styles.tableHeader()}>
                {weekDay.short}
              </ArkDatePicker.TableHeader>
            ))}
          </ArkDatePicker.TableRow>
        </ArkDatePicker.TableHead>
        <ArkDatePicker.TableBody>
          {datePicker.weeks.map((week) => (
            <ArkDatePicker.TableRow key={week[0]?.toString()}>
              {week.map((day) => (
                <ArkDatePicker.TableCell key={day.toString()} value={day} className={styles.tableCell()}>
                  <ArkDatePicker.TableCellTrigger className={styles.cellTrigger({ view: 'day' })}>
                    {day.day}
                  </ArkDatePicker.TableCellTrigger>
                </ArkDatePicker.TableCell>
              ))}
            </ArkDatePicker.TableRow>
          ))}
        </ArkDatePicker.TableBody>
      </ArkDatePicker.Table>
    </ArkDatePicker.View>
  );
}

interface GridCell {
  label: string;
  value: number;
}

/** The month and year views: a grid of named cells under the same header as the day view. */
function CellGridView({
  view,
  columns,
  rows,
}: {
  view: 'month' | 'year';
  columns: number;
  rows: GridCell[][];
}) {
  return (
    <ArkDatePicker.View view={view} className={styles.view()}>
      <ViewHeader view={view} />
      <ArkDatePicker.Table columns={columns} className={styles.table()}>
        <ArkDatePicker.TableBody>
          {rows.map((cells) => (
            <ArkDatePicker.TableRow key={cells[0]?.value}>
              {cells.map((cell) => (
                <ArkDatePicker.TableCell key={cell.value} value={cell.value} className={styles.tableCell()}>
                  <ArkDatePicker.TableCellTrigger className={styles.cellTrigger({ view })}>
                    {cell.label}
                  </ArkDatePicker.TableCellTrigger>
                </ArkDatePicker.TableCell>
              ))}
            </ArkDatePicker.TableRow>
          ))}
        </ArkDatePicker.TableBody>
      </ArkDatePicker.Table>
    </ArkDatePicker.View>
  );
}

function MonthView() {
  const datePicker = useDatePickerContext();
  // Full names, three a row: a cell's name ("November 2026") must contain what it shows.
  return (
    <CellGridView view="month" columns={3} rows={datePicker.getMonthsGrid({ columns: 3, format: 'long' })} />
  );
}

function YearView() {
  const datePicker = useDatePickerContext();
  return <CellGridView view="year" columns={4} rows={datePicker.getYearsGrid({ columns: 4 })} />;
}

const nextView: Record<DateView, DateView | null> = { day: 'month', month: 'year', year: null };

/**
 * Previous, heading, next. The heading button names what it shows and what it leads to ("November 2026, choose
 * month"): Ark's own name ("Switch to month view") would hide the visible text from speech users.
 */
function ViewHeader({ view }: { view: DateView }) {
  const datePicker = useDatePickerContext();
  const { start, end } = datePicker.visibleRangeText;
  const heading = view === 'year' ? `${start} – ${end}` : start;
  const next = nextView[view];
  return (
    <ArkDatePicker.ViewControl className={styles.viewControl()}>
      <ArkDatePicker.PrevTrigger className={styles.iconTrigger()}>
        <Chevron direction="previous" />
      </ArkDatePicker.PrevTrigger>
      <ArkDatePicker.ViewTrigger
        className={styles.viewTrigger()}
        aria-label={next ? `${heading}, choose ${next}` : heading}
      >
        {heading}
      </ArkDatePicker.ViewTrigger>
      <ArkDatePicker.NextTrigger className={styles.iconTrigger()}>
        <Chevron direction="next" />
      </ArkDatePicker.NextTrigger>
    </ArkDatePicker.ViewControl>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return <Icon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} size="md" />;
}

export function CalendarIcon() {
  return <Icon name="calendar" size="md" />;
}

export function ClearIcon() {
  return <Icon name="close" size="md" />;
}
