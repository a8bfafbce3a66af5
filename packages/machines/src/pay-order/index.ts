export * from './pay-order.machine.ts';
