import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` each time `version` changes after the first render: the page bumps it when it changed a record
 * a list shows (a pay order recorded, accepted or rejected), so the list loads again on its page and search.
 */
export function useRefreshOn(version: number, refresh: () => void) {
  const seen = useRef(version);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    latest.current();
  }, [version]);
}
