export * from './list.machine.ts';
