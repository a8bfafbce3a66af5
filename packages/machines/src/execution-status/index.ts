export * from './execution-status.machine.ts';
