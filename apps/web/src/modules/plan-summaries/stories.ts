import { createMockDb, defaultHandlers } from '@ooh/api/msw';
import { handCheckedPlan } from './test-support.ts';

/** The fake backend with accepted plan 5 as the hand checks of docs/domain.md (the full-state stories). */
export function handCheckedHandlers() {
  const db = createMockDb();
  db.plans = [...db.plans.filter((plan) => plan.plan_id !== 5), handCheckedPlan()];
  return defaultHandlers({ db });
}
