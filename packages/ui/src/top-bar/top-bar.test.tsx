import { render, screen, waitFor, within } from '@testing-library/react';
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

  it('has no axe violations with the user menu open', async () => {
    const events = userEvent.setup();
    render(
      <TopBar
        title="OOH Back Office"
        user={user}
        onSignOut={() => {}}
        colorScheme={{ value: 'light', onChange: () => {} }}
        notifications={<button type="button">Notifications</button>}
      />,
    );
    await events.click(screen.getByRole('button', { name: 'User menu: Ada Obi' }));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
  });

  it('offers System, Light and Dark in the user menu, ticks the current one and reports a choice', async () => {
    const events = userEvent.setup();
    const handleChange = vi.fn();
    render(
      <TopBar user={user} onSignOut={() => {}} colorScheme={{ value: 'light', onChange: handleChange }} />,
    );
    await events.click(screen.getByRole('button', { name: 'User menu: Ada Obi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await events.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(handleChange).toHaveBeenCalledWith('dark');
  });

  it('signs out from the user menu too (on a phone the Sign out button is hidden)', async () => {
    const events = userEvent.setup();
    const handleSignOut = vi.fn();
    render(<TopBar user={user} onSignOut={handleSignOut} />);
    // By keyboard: user-event's pointer does not highlight Ark's items the way a mouse does (see menu.test.tsx).
    screen.getByRole('button', { name: 'User menu: Ada Obi' }).focus();
    await events.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(menu).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', { name: 'Sign out' }).id,
      ),
    );
    await events.keyboard('{Enter}');
    expect(handleSignOut).toHaveBeenCalledOnce();
  });

  it('offers Change password in the user menu when asked to', async () => {
    const events = userEvent.setup();
    const handleChangePassword = vi.fn();
    const { unmount } = render(<TopBar user={user} onSignOut={() => {}} />);
    screen.getByRole('button', { name: 'User menu: Ada Obi' }).focus();
    await events.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).toBeNull();
    unmount();

    render(<TopBar user={user} onSignOut={() => {}} onChangePassword={handleChangePassword} />);
    screen.getByRole('button', { name: 'User menu: Ada Obi' }).focus();
    await events.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(menu).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', { name: 'Change password' }).id,
      ),
    );
    await events.keyboard('{Enter}');
    expect(handleChangePassword).toHaveBeenCalledOnce();
  });

  it('offers Storybook in the user menu when asked to', async () => {
    const events = userEvent.setup();
    const handleOpenStorybook = vi.fn();
    render(<TopBar user={user} onSignOut={() => {}} onOpenStorybook={handleOpenStorybook} />);
    screen.getByRole('button', { name: 'User menu: Ada Obi' }).focus();
    await events.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(menu).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', { name: 'Storybook' }).id,
      ),
    );
    await events.keyboard('{Enter}');
    expect(handleOpenStorybook).toHaveBeenCalledOnce();
  });

  it('keeps a place for the notifications control and the navigation button', () => {
    render(
      <TopBar
        user={user}
        onSignOut={() => {}}
        navigation={<button type="button">Open the menu</button>}
        notifications={<button type="button">Notifications, 3 unread</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });
});
