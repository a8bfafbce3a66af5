// No xstate here: the contract and the browser import the lists without the machine.
/** Statuses of a requested site, the same column as an inventory site's (`sites.status`). */
export const REQUESTED_SITE_STATUSES = ['pending', 'approved'] as const;
