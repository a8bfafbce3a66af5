// No xstate here: the contract and the browser import the lists without the machine.
/** Statuses of a brief as the database stores them (deleted briefs keep their row for audit). */
export const BRIEF_STATUSES = ['pending', 'approved', 'rejected', 'deleted'] as const;
