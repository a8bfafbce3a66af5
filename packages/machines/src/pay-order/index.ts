export * from './pay-order.machine.ts';
export * from './pay-order.tones.ts';
