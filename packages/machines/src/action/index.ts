export * from './action.machine.ts';
