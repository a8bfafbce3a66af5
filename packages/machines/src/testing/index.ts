export * from './path-coverage.ts';
