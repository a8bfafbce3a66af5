export * from './plan.machine.ts';
export * from './plan.tones.ts';
