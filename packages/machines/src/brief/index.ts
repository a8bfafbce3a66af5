export * from './brief.machine.ts';
