export { CompactDatePicker, type CompactDatePickerProps } from './compact-date-picker';
export {
  DatePicker,
  type DatePickerProps,
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
} from './date-picker';
export { formatIsoDate } from './iso-date';
