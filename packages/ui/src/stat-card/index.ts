export type { Tone } from '../theme/tokens';
export { StatCard, type StatCardProps } from './stat-card';
