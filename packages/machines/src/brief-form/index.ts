export * from './brief-form.machine.ts';
