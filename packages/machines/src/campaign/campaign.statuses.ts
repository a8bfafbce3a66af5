// No xstate here: the contract and the browser import the lists without the machine.
/** Statuses of a campaign as the database stores them. */
export const CAMPAIGN_STATUSES = ['active', 'completed'] as const;
