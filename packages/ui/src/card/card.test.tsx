import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { Card } from './card';

describe('Card', () => {
  it('has no axe violations with and without a header', async () => {
    const { container } = render(
      <div>
        <Card title="Briefs" actions={<Button size="sm">New brief</Button>}>
          <p>Twelve briefs wait for review.</p>
        </Card>
        <Card>
          <p>Plain content.</p>
        </Card>
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('titles its content with a heading and offers its actions', async () => {
    const user = userEvent.setup();
    const handleNew = vi.fn();
    render(
      <Card title="Briefs" headingLevel={3} actions={<Button onClick={handleNew}>New brief</Button>}>
        <p>Twelve briefs wait for review.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Briefs' })).toBeInTheDocument();
    expect(screen.getByText('Twelve briefs wait for review.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(handleNew).toHaveBeenCalledOnce();
  });

  it('renders no heading without a title', () => {
    render(
      <Card>
        <p>Plain content.</p>
      </Card>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
