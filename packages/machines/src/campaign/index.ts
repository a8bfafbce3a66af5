export * from './campaign.machine.ts';
