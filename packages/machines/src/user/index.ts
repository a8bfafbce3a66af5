export * from './user.machine.ts';
export * from './user.tones.ts';
