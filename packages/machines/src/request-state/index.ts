export * from './request-state.machine.ts';
