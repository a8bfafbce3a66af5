import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { statusTones as allTones } from '../theme/tokens';
import { StatusBadge, statusLabel, statusTone, statusToneByStatus } from './status-badge';

/** Every lifecycle status of the app, by domain, with the tone and the words it must show. */
const lifecycles = {
  brief: [
    ['pending', 'pending', 'Pending'],
    ['approved', 'approved', 'Approved'],
    ['rejected', 'rejected', 'Rejected'],
  ],
  plan: [
    ['inprogress', 'inprogress', 'In progress'],
    ['pending', 'pending', 'Pending'],
    ['accepted', 'approved', 'Accepted'],
    ['modification_required', 'modification', 'Modification required'],
    ['modification_pending', 'modification', 'Modification pending'],
    ['lost', 'rejected', 'Lost'],
  ],
  payOrder: [
    ['pending', 'pending', 'Pending'],
    ['accepted', 'approved', 'Accepted'],
    ['rejected', 'rejected', 'Rejected'],
  ],
  campaign: [
    ['active', 'active', 'Active'],
    ['completed', 'completed', 'Completed'],
  ],
  executionStatus: [['awaitingApproval', 'awaiting', 'Awaiting approval']],
  siteImage: [
    ['pending', 'pending', 'Pending'],
    ['approved', 'approved', 'Approved'],
    ['rejected', 'rejected', 'Rejected'],
  ],
  requestedSite: [
    ['pending', 'pending', 'Pending'],
    ['approved', 'approved', 'Approved'],
  ],
  user: [
    ['active', 'active', 'Active'],
    ['inactive', 'neutral', 'Inactive'],
    ['deleted', 'neutral', 'Deleted'],
  ],
} as const;

const rows = Object.entries(lifecycles).flatMap(([domain, statuses]) =>
  statuses.map(([status, tone, text]) => [domain, status, tone, text] as const),
);

describe('StatusBadge', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        {rows.map(([domain, status]) => (
          <StatusBadge key={`${domain}-${status}`} status={status} />
        ))}
        <StatusBadge status="pending" label="New" />
        <StatusBadge status="on_hold" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it.each(rows)('%s %s has the %s tone and reads "%s"', (_domain, status, tone, text) => {
    expect(statusToneByStatus[status]).toBe(tone);
    expect(statusTone(status)).toBe(tone);
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(text).closest('[data-status]');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveTextContent(text);
  });

  it('uses every tone of the theme', () => {
    expect(new Set(Object.values(statusToneByStatus))).toEqual(new Set(allTones));
  });

  it('shows the domain word when given: a pending brief reads New', () => {
    render(<StatusBadge status="pending" label="New" />);
    expect(screen.getByText('New').closest('[data-status]')).toHaveAttribute('data-tone', 'pending');
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('falls back to neutral and the status in words for an unknown status', () => {
    render(<StatusBadge status="on_hold" />);
    expect(screen.getByText('On hold').closest('[data-status]')).toHaveAttribute('data-tone', 'neutral');
    expect(statusTone('toString')).toBe('neutral');
    expect(statusLabel('readyForPrinting')).toBe('Ready for printing');
  });
});
