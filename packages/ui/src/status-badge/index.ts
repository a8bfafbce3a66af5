export {
  type KnownStatus,
  StatusBadge,
  type StatusBadgeProps,
  statusLabel,
  statusTone,
  statusToneByStatus,
} from './status-badge';
