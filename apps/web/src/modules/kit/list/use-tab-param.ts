import { useSearchParams } from 'wouter';
import { withoutPageAndSearch } from './list-params.ts';

/**
 * The selected tab of a list screen, kept in the URL (`?tab=approved`) so back, forward and reload keep it. A
 * value that names no tab is the first tab. A change adds a history entry and starts the next tab's list on its
 * first page without a search; the screen's filters stay (docs/domain.md "Forms and list addresses (issue 15)").
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = tabs.find((candidate) => candidate === value) ?? (tabs[0] as T);
  const changeTab = (next: T) =>
    setParams((current) => {
      const updated = withoutPageAndSearch(current);
      updated.set('tab', next);
      return updated;
    });
  return [tab, changeTab];
}
