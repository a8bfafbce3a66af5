export * from './session.machine.ts';
