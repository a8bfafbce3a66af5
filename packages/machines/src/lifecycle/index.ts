export * from './lifecycle.ts';
export * from './path-coverage.ts';
