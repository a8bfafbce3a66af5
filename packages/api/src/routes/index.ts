export * from './href.ts';
export * from './records.ts';
export * from './table.ts';
