import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import * as Drawer from './drawer';

function SiteDetails({ placement }: { placement?: 'start' | 'end' }) {
  return (
    <Drawer.Root>
      <Drawer.Trigger>Site details</Drawer.Trigger>
      <Drawer.Content placement={placement}>
        <Drawer.Title>Lekki Phase 1, 48 sheet</Drawer.Title>
        <Drawer.Description>Site LAG-0042, conventional</Drawer.Description>
        <label>
          Notes <textarea name="notes" />
        </label>
        <Drawer.Footer>
          <Drawer.CloseTrigger>Cancel</Drawer.CloseTrigger>
          <Button>Save</Button>
        </Drawer.Footer>
        <Drawer.CloseTrigger />
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('has no axe violations, closed and open', async () => {
    const { container } = render(<SiteDetails />);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Site details' }));
    // The page behind is aria-hidden while the sheet is open: the sheet is checked on its own.
    await expectNoAxeViolations(await screen.findByRole('dialog'));
  });

  it('opens a named modal sheet and moves the focus into it', async () => {
    const user = userEvent.setup();
    render(<SiteDetails placement="start" />);
    await user.click(screen.getByRole('button', { name: 'Site details' }));
    const sheet = await screen.findByRole('dialog', { name: 'Lekki Phase 1, 48 sheet' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAccessibleDescription('Site LAG-0042, conventional');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus());
  });

  it('traps focus, closes on Escape and returns the focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<SiteDetails />);
    const trigger = screen.getByRole('button', { name: 'Site details' });
    await user.tab();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus());
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from its Close and Cancel buttons', async () => {
    const user = userEvent.setup();
    render(<SiteDetails />);
    await user.click(screen.getByRole('button', { name: 'Site details' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Site details' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
