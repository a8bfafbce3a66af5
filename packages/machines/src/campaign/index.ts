export * from './campaign.machine.ts';
export * from './campaign.tones.ts';
