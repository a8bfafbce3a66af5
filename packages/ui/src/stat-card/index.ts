export type { StatusTone } from '../theme/tokens';
export { StatCard, type StatCardProps } from './stat-card';
