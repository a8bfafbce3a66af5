export * from './site-image.machine.ts';
