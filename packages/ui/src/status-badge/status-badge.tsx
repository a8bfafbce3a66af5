import type { StatusTone } from '../theme/tokens';
import * as styles from './status-badge.css';

/**
 * Every lifecycle status of the app and its tone. Several domains share a status name ('pending' is a new
 * brief, a plan sent to the client, a pay order, a site image or a requested site); they share its tone, and
 * the screen passes the domain's word as `label` where it differs (a pending brief reads 'New').
 */
export const statusToneByStatus = {
  // brief
  pending: 'pending',
  new: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  // plan
  inprogress: 'inprogress',
  accepted: 'approved',
  modification_required: 'modification',
  modification_pending: 'modification',
  lost: 'rejected',
  // campaign
  active: 'active',
  completed: 'completed',
  // execution status
  awaitingApproval: 'awaiting',
  // user
  inactive: 'neutral',
  deleted: 'neutral',
} as const satisfies Record<string, StatusTone>;

export type KnownStatus = keyof typeof statusToneByStatus;

/** Labels where the status name does not read well by itself (the machines' `meta.label`). */
const statusLabels: Partial<Record<KnownStatus, string>> = {
  inprogress: 'In progress',
  modification_required: 'Modification required',
  modification_pending: 'Modification pending',
  awaitingApproval: 'Awaiting approval',
};

function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(statusToneByStatus, status);
}

/** The tone of a status; unknown statuses are neutral. */
export function statusTone(status: string): StatusTone {
  return isKnownStatus(status) ? statusToneByStatus[status] : 'neutral';
}

/** 'modification_required' → 'Modification required', 'awaitingApproval' → 'Awaiting approval'. */
export function statusLabel(status: string): string {
  if (isKnownStatus(status)) {
    const known = statusLabels[status];
    if (known) return known;
  }
  const words = status
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type StatusBadgeProps = {
  /** The record's status as the API returns it, e.g. 'modification_required'. */
  status: string;
  /** The domain's word for it where it differs from the status, e.g. 'New' for a pending brief. */
  label?: string;
};

/** A record's lifecycle status: its name in words, on its tone's colours (never colour alone). */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <span className={styles.root({ tone })} data-status={status} data-tone={tone}>
      <span className={styles.dot({ tone })} aria-hidden="true" />
      <span className={styles.label()}>{label ?? statusLabel(status)}</span>
    </span>
  );
}
