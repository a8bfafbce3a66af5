// No xstate here: the contract and the browser import the lists without the machine.
/** Statuses of a staff user as the database stores them (deleted users keep their row for audit). */
export const USER_STATUSES = ['inactive', 'active', 'deleted'] as const;
