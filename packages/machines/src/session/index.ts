export * from './session.machine.ts';
export * from './session-restore.ts';
