import { type RefCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), once: it stays true after. For work worth doing
 * only for what the user may see (a plan's photos: a 500-site plan would otherwise fetch 500 at once, and every
 * other call would queue behind them). Without IntersectionObserver everything counts as seen.
 */
export function useSeen<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen, margin]);
  return [setNode, seen];
}
