export * from './network-overlay.machine.ts';
