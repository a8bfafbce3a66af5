/** amount − plan total, in cents (0 when equal); the plan total is `grandTotalOfInputs` (services/plans). */
export const differenceOf = (amount: number, planTotal: number) =>
  Math.round((amount - planTotal) * 100) / 100;
