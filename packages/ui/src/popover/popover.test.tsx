import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Popover } from './popover';

function SiteInfo({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover trigger="Site details" title="LAG-0042" onOpenChange={onOpenChange}>
        Lekki Phase 1, 48 sheet, facing inbound traffic. <a href="/sites/42">Open the site</a>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('has no axe violations, closed and open', async () => {
    const { container } = render(<SiteInfo />);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Site details' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations(document.body);
  });

  it('opens a named dialog next to its trigger and moves the focus into it', async () => {
    const user = userEvent.setup();
    const handleOpenChange = vi.fn();
    render(<SiteInfo onOpenChange={handleOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Site details' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'LAG-0042' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(handleOpenChange).toHaveBeenLastCalledWith(true);
    expect(popover).toHaveTextContent('Lekki Phase 1, 48 sheet');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the site' })).toHaveFocus());
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<SiteInfo />);
    const trigger = screen.getByRole('button', { name: 'Site details' });
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from its Close button and on a click outside', async () => {
    const user = userEvent.setup();
    render(<SiteInfo />);
    await user.click(screen.getByRole('button', { name: 'Site details' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Site details' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes the name of an icon trigger when it has no title', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<span aria-hidden="true">i</span>} triggerLabel="About pay orders" variant="ghost">
        Pay orders are raised once the client accepts a plan.
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'About pay orders' }));
    expect(await screen.findByRole('dialog', { name: 'About pay orders' })).toBeInTheDocument();
  });
});
