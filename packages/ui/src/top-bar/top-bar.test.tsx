import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { TopBar } from './top-bar';

const user = { name: 'Ada Obi', roleLabel: 'Key account manager' };

describe('TopBar', () => {
  it('has no axe violations', async () => {
    const { container } = render(<TopBar title="OOH Back Office" user={user} onSignOut={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('shows who is signed in, with which role', () => {
    render(<TopBar title="OOH Back Office" user={user} onSignOut={() => {}} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('OOH Back Office');
    expect(banner).toHaveTextContent('Ada Obi');
    expect(banner).toHaveTextContent('Key account manager');
  });

  it('signs out on click and from the keyboard', async () => {
    const events = userEvent.setup();
    const handleSignOut = vi.fn();
    render(<TopBar user={user} onSignOut={handleSignOut} />);
    await events.click(screen.getByRole('button', { name: 'Sign out' }));
    await events.keyboard('{Enter}');
    expect(handleSignOut).toHaveBeenCalledTimes(2);
  });
});
