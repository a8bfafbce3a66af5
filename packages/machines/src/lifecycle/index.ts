export * from './lifecycle.ts';
export * from './status-tone.ts';
