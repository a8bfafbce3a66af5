import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <PageHeader title="Dashboard" description="Today at a glance" actions={<Button>New brief</Button>} />,
    );
    await expectNoAxeViolations(container);
  });

  it("is the page's h1 with its description and actions", async () => {
    const user = userEvent.setup();
    const handleNew = vi.fn();
    render(
      <PageHeader
        title="Dashboard"
        description="Today at a glance"
        actions={<Button onClick={handleNew}>New brief</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Today at a glance')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(handleNew).toHaveBeenCalledOnce();
  });

  it('needs only a title', () => {
    render(<PageHeader title="Notifications" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
