export * from './brief.machine.ts';
export * from './brief.tones.ts';
