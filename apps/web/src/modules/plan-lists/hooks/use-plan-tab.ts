import { useSearchParams } from 'wouter';
import { type PlanTab, planTabOf } from '../plan-lists.ts';

/** The selected tab of /plan, kept in the URL (`?tab=pending`) so back, forward and reload keep it. */
export function usePlanTab(): [PlanTab, (tab: PlanTab) => void] {
  const [params, setParams] = useSearchParams();
  const changeTab = (next: PlanTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });
  return [planTabOf(params.get('tab')), changeTab];
}
