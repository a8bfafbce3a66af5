export * from './client/index.ts';
export * from './contract/index.ts';
export * from './errors/index.ts';
