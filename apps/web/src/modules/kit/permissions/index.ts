export * from './permissions.ts';
export * from './use-permissions.ts';
