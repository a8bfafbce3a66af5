// No xstate here: the contract and the browser import the lists without the machine.
/** Statuses of a pay order (purchase order) as the database stores them. */
export const PAY_ORDER_STATUSES = ['pending', 'accepted', 'rejected'] as const;
