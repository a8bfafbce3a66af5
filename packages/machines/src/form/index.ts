export * from './form.machine.ts';
