import { useSearchParams } from 'wouter';
import { type BriefTab, type BriefTabDefinition, briefTabOf } from '../brief-tabs.ts';

/** The selected tab of /brief, kept in the URL (`?tab=approved`) so back, forward and reload keep it. */
export function useBriefTab(): [BriefTabDefinition, (tab: BriefTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = briefTabOf(params.get('tab'));
  const changeTab = (next: BriefTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });
  return [tab, changeTab];
}
