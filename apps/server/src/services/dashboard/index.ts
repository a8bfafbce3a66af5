export { briefCounts, dashboardStats, planCounts } from './dashboard.ts';
