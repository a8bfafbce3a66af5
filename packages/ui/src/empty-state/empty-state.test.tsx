import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        title="No notifications"
        description="You are all caught up."
        action={<Button variant="secondary">Refresh</Button>}
      />,
    );
    await expectNoAxeViolations(container);
  });

  it('says what is empty and offers the next step', async () => {
    const user = userEvent.setup();
    const handleCreate = vi.fn();
    render(
      <EmptyState
        title="No briefs yet"
        description="Briefs created by your team appear here."
        headingLevel={3}
        action={<Button onClick={handleCreate}>Create brief</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No briefs yet' })).toBeInTheDocument();
    expect(screen.getByText('Briefs created by your team appear here.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(handleCreate).toHaveBeenCalledOnce();
  });

  it('needs only a title', () => {
    render(<EmptyState title="Nothing here" />);
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
