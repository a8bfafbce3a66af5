export { Column, type ColumnProps, Columns, type ColumnsProps, type ColumnWidth } from './columns';
