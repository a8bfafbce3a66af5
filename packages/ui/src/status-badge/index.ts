export { StatusBadge, type StatusBadgeProps } from './status-badge';
