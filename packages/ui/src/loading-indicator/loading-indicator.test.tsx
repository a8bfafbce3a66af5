import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <LoadingIndicator />
        <LoadingIndicator label="Loading briefs" size="sm" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a status named by its label', () => {
    render(<LoadingIndicator label="Loading briefs" />);
    const status = screen.getByRole('status', { name: 'Loading briefs' });
    expect(status).toHaveTextContent('Loading briefs');
  });

  it('says "Loading" by default', () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows its label on a full page', async () => {
    const { container } = render(<LoadingIndicator fullPage label="Starting" />);
    expect(screen.getByText('Starting')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
