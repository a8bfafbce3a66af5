// No xstate here: the contract and the browser import the lists without the machine.
/** The statuses of this lifecycle as the database stores them. */
export const SITE_IMAGE_STATUSES = ['pending', 'approved', 'rejected', 'deleted'] as const;
