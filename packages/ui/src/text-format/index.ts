export {
  calendarDay,
  groupedWholeNumber,
  lazyNumberFormat,
  MONTH_ABBREVIATIONS,
  utcCalendarDay,
  wholeFirstNumberFormat,
} from './text-format';
