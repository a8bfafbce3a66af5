import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { FullPageState } from './full-page-state';

function NetworkOverlay({ onReload }: { onReload: () => void }) {
  return (
    <FullPageState
      image={<svg viewBox="0 0 24 24" />}
      title="Network Issue"
      description="It looks like you are not connected to internet. Check your network"
      action={<Button onClick={onReload}>Reload</Button>}
    />
  );
}

describe('FullPageState', () => {
  it('has no axe violations', async () => {
    const { container } = render(<NetworkOverlay onReload={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('is a modal alert dialog named and described by its text', () => {
    render(<NetworkOverlay onReload={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Network Issue' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'It looks like you are not connected to internet. Check your network',
    );
  });

  it('moves focus to its action and keeps it there', async () => {
    const user = userEvent.setup();
    const handleReload = vi.fn();
    render(
      <>
        <button type="button">Behind the overlay</button>
        <NetworkOverlay onReload={handleReload} />
      </>,
    );
    const reload = screen.getByRole('button', { name: 'Reload' });
    await vi.waitFor(() => expect(reload).toHaveFocus());
    await user.tab();
    expect(reload).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(handleReload).toHaveBeenCalledOnce();
  });

  it('focuses the panel when there is no action', async () => {
    render(<FullPageState title="Maintenance" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Maintenance' });
    await vi.waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });
});
