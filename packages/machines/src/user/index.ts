export * from './user.machine.ts';
