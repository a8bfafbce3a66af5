export * from './plan.machine.ts';
