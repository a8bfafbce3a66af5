import { type AnyEndpoint, fetchPlanCounts } from '@ooh/api';
import { type mockEndpoint as MockEndpoint, mockEndpoint, planFixtures } from '@ooh/api/msw';
import { briefHandlers } from '../../briefs/stories/story-app.tsx';

const count = (...statuses: string[]) => planFixtures.filter((plan) => statuses.includes(plan.status)).length;

/** The counts the plan fixtures really have, so the tabs and the lists agree. */
const fixtureCounts = {
  inprogressPlansCount: count('inprogress'),
  pendingPlansCount: count('pending'),
  acceptedPlansCount: count('accepted'),
  modificationPlansCount: count('modification_required', 'modification_pending'),
  rejectedPlansCount: count('lost'),
};

/** Every plan and brief call answered from the fixtures; `overrides` win over them. */
export function planListHandlers(...overrides: ReturnType<typeof MockEndpoint>[]) {
  return [...overrides, mockEndpoint(fetchPlanCounts, fixtureCounts), ...briefHandlers()];
}

/** The same empty answer for each paged plan list. */
export function noPlans(...endpoints: AnyEndpoint[]) {
  return endpoints.map((endpoint) =>
    mockEndpoint(endpoint, { plans: [], totalPlans: 0, totalCapped: false, allTotal: 0 } as never),
  );
}
