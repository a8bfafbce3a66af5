import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../link/link-base';
import { expectNoAxeViolations } from '../test/axe';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('has no axe violations as a link, as plain text and while loading', async () => {
    const { container } = render(
      <div>
        <StatCard label="Pending briefs" value={12} href="/briefs/pending" tone="caution" />
        <StatCard label="Active campaigns" value={3} tone="info" description="Running today" />
        <StatCard label="Approved plans" value={0} loading />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('is one link named by its label and value, which goes through the router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <StatCard label="Pending briefs" value={1250} href="/briefs/pending" tone="caution" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: /Pending briefs\s*1,250/ });
    expect(link).toHaveAttribute('href', '/briefs/pending');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/briefs/pending');
  });

  it('is not a link without an href', () => {
    render(<StatCard label="Active campaigns" value="3 of 5" description="Running today" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(screen.getByText('Running today')).toBeInTheDocument();
  });

  it('while loading hides the value and says it is loading', () => {
    const { container } = render(
      <StatCard label="Approved plans" value={7} href="/plans/approved" loading />,
    );
    const link = screen.getByRole('link', { name: /Approved plans\s*Loading/ });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('7')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
