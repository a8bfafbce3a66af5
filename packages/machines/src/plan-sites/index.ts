export * from './plan-sites.machine.ts';
