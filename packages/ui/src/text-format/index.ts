export {
  groupedWholeNumber,
  MONTH_ABBREVIATIONS,
  utcCalendarDay,
  wholeFirstNumberFormat,
} from './text-format';
