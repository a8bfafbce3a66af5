export * from './requested-site.machine.ts';
