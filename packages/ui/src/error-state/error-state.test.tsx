import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ErrorState message="The server did not answer." onRetry={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('announces the failure with a default title', () => {
    render(<ErrorState message="An unknown error occured" />);
    const alert = screen.getByRole('alert', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('An unknown error occured');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('retries on click and from the keyboard', async () => {
    const user = userEvent.setup();
    const handleRetry = vi.fn();
    render(<ErrorState title="Could not load briefs" message="Network Issue!" onRetry={handleRetry} />);
    expect(screen.getByRole('heading', { name: 'Could not load briefs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.keyboard('{Enter}');
    expect(handleRetry).toHaveBeenCalledTimes(2);
  });
});
