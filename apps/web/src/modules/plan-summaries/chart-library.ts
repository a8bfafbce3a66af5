/**
 * The chart library (visx, `@ooh/ui/chart`): a chunk of its own, loaded by the one function both its users call,
 * `LazyBarChart` when a chart draws and the dashboard's boot loader beside its calls (prefetch-dashboard.ts).
 */
export const loadChartLibrary = () => import('@ooh/ui/chart');
