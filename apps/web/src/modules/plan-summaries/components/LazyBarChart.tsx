import type { BarChartProps } from '@ooh/ui/chart';
import { Skeleton } from '@ooh/ui/skeleton';
import { lazy, Suspense } from 'react';
import { loadChartLibrary } from '../chart-library.ts';

/** The chart library (visx) loads only when a summary draws a chart, not with the plan view it shares a chunk with. */
const BarChart = lazy(() => loadChartLibrary().then((m) => ({ default: m.BarChart })));

/** `@ooh/ui/chart`'s BarChart, loaded on first use; a placeholder until it is there. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton shape="block" width="full" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
