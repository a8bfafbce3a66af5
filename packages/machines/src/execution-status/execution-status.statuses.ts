// No xstate here: the contract and the browser import the lists without the machine.
/** The statuses of this lifecycle as the database stores them. */
export const EXECUTION_STATUS_STATUSES = ['current', 'awaitingApproval'] as const;
