export * from './site-image.machine.ts';
export * from './site-image.tones.ts';
