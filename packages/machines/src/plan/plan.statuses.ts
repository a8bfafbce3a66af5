// No xstate here: the contract and the browser import the lists without the machine.
/** Statuses of a plan as the database stores them. */
export const PLAN_STATUSES = [
  'inprogress',
  'pending',
  'accepted',
  'modification_required',
  'modification_pending',
  'lost',
] as const;
