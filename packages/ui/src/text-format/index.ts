export { groupedWholeNumber, MONTH_ABBREVIATIONS, wholeFirstNumberFormat } from './text-format';
