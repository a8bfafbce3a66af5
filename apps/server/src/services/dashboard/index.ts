export { briefCounts, dashboardStats, planCounts } from './dashboard.ts';
export { dashboardQueue } from './queue.ts';
export { dashboardTrends } from './trends.ts';
