import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Menu, type MenuItem } from './menu';

const items: MenuItem[] = [
  { value: 'edit', label: 'Edit brief' },
  { value: 'duplicate', label: 'Duplicate' },
  { value: 'export', label: 'Export as PDF', disabled: true },
  { value: 'reject', label: 'Reject', tone: 'danger' },
];

describe('Menu', () => {
  // First in the file: with user-event, a pointer click on an item selects it in the first menu opened in the
  // page only (Ark then takes the highlight from pointer moves, which user-event's synthetic pointer does not
  // reproduce after a menu has closed). A real mouse selects every time (checked in Chromium with Playwright).
  it('opens a menu of its items on click and reports the chosen one', async () => {
    const user = userEvent.setup();
    const handleSelect = vi.fn();
    render(<Menu label="Actions" items={items} onSelect={handleSelect} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit brief',
      'Duplicate',
      'Export as PDF',
      'Reject',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Export as PDF' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(handleSelect).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(<Menu label="Actions" items={items} onSelect={() => {}} />);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
    // Close before unmounting: Ark registers the open menu's outside-click layer a frame late, and a menu
    // unmounted within that frame would leave the layer behind for the next test.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('works from the keyboard: arrows skip disabled items, typeahead, Escape', async () => {
    const user = userEvent.setup();
    const handleSelect = vi.fn();
    render(<Menu label="Actions" items={items} onSelect={handleSelect} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(menu).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', { name: 'Edit brief' }).id,
      ),
    );

    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Export as PDF is disabled: the highlight goes from Duplicate to Reject.
    expect(menu).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('menuitem', { name: 'Reject' }).id,
    );

    await user.keyboard('d');
    expect(menu).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('menuitem', { name: 'Duplicate' }).id,
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(handleSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('menu');
    await waitFor(() =>
      expect(reopened).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', { name: 'Edit brief' }).id,
      ),
    );
    // The highlight wraps from the first item to the last.
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(reopened).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', { name: 'Reject' }).id,
      ),
    );
    // A person takes longer than a frame between two keys; Ark refocuses the menu on the frame after a highlight.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await user.keyboard('{Enter}');
    expect(handleSelect).toHaveBeenCalledWith('reject');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('names an icon trigger by its label', () => {
    render(
      <Menu label="More actions" variant="ghost" items={items} onSelect={() => {}}>
        <span aria-hidden="true">⋯</span>
      </Menu>,
    );
    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Menu label="Actions" items={items} onSelect={() => {}} disabled />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
