export * from './requested-site.machine.ts';
export * from './requested-site.tones.ts';
