export * from './execution-status.machine.ts';
export * from './execution-status.tones.ts';
