import { logout, openStorybook, TOKEN_STORAGE_KEY, USER_MESSAGES } from '@ooh/api';
import { MOCK_DEMO_PASSWORD } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedState } from '../../../state/store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { answer, answerError } from '../../../test/server.ts';
import { sessionFor, userOf } from '../../../test/session.ts';
import { Shell } from './Shell.tsx';

/** A device whose screen is `width` px wide, as matchMedia answers the shell's phone query. */
function deviceOfWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767px') ? width <= 767 : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderShell(path = '/brief') {
  return renderWithApp(
    <Shell user={userOf('key_account_manager', 'Kim Kamal')}>
      <p>Page</p>
    </Shell>,
    { path },
  );
}

describe('the shell on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has no sidebar beside the page: the menu button opens it in a drawer, with focus inside', async () => {
    deviceOfWidth(390);
    renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'OOH back office' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Briefs' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes the drawer on Escape and gives the focus back to the menu button', async () => {
    deviceOfWidth(390);
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Open the menu' });
    await userEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'OOH back office' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('closes the drawer when one of its links is followed', async () => {
    deviceOfWidth(390);
    const { location } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'OOH back office' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Plans' }));
    expect(location.history.at(-1)).toBe('/plan');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when the page changes by other means (a link of the page, Back)', async () => {
    deviceOfWidth(390);
    const { location } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    await screen.findByRole('dialog', { name: 'OOH back office' });
    act(() => location.navigate('/plan'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the top bar to the initials: the name, role and Sign out are in the user menu', async () => {
    deviceOfWidth(390);
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'User menu: Kim Kamal' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Kim Kamal');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("leaves the desk's remembered sidebar choice alone", async () => {
    deviceOfWidth(390);
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(persistedState.sidebar.collapsed).toBe(false);
  });
});

describe('the shell on a desk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sidebar as the user left it, and no menu button', async () => {
    deviceOfWidth(1440);
    renderShell();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(persistedState.sidebar.collapsed).toBe(true);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('draws every sidebar entry as an icon with its text label', () => {
    deviceOfWidth(1440);
    renderShell();
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    for (const link of links) {
      expect(link.querySelector('svg[data-icon]')).not.toBeNull();
      expect(link.textContent?.trim()).not.toBe('');
    }
  });

  it('remembers the appearance chosen in the user menu', async () => {
    deviceOfWidth(1440);
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'User menu: Kim Kamal' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(persistedState.appearance.colorScheme).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'User menu: Kim Kamal' }));
    const reopened = await screen.findByRole('menu');
    expect(within(reopened).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

describe('the account in the user menu (issue 17)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('signs out through the server with the session’s token, then ends the session', async () => {
    deviceOfWidth(1440);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-of-this-tab');
    const seen: (string | null)[] = [];
    answer(logout, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return { message: 'Signed out' };
    });
    const user = userOf('key_account_manager', 'Kim Kamal');
    const { location, session } = renderWithApp(
      <Shell user={user}>
        <p>Page</p>
      </Shell>,
      { path: '/brief', session: sessionFor(user) },
    );
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(location.history.at(-1)).toBe('/login');
    expect(session.getSnapshot().value).toBe('signedOut');
    await waitFor(() => expect(seen).toEqual(['Bearer token-of-this-tab']));
  });

  it('signs out even when the server refuses the sign-out', async () => {
    deviceOfWidth(1440);
    answerError(logout, 500, null);
    const user = userOf('key_account_manager', 'Kim Kamal');
    const { location, session } = renderWithApp(
      <Shell user={user}>
        <p>Page</p>
      </Shell>,
      { path: '/brief', session: sessionFor(user) },
    );
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(location.history.at(-1)).toBe('/login');
    expect(session.getSnapshot().value).toBe('signedOut');
  });

  it('changes one’s own password in a dialog, the rules ticking and a wrong current password on its field', async () => {
    deviceOfWidth(1440);
    const user = userEvent.setup();
    renderShell();
    // By keyboard: user-event's pointer selects an Ark menu item in the first menu of a page only (menu.test.tsx).
    screen.getByRole('button', { name: 'User menu: Kim Kamal' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Change password' });
    for (let step = 0; step < 6 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1)
      await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'not-my-password');
    await user.type(within(dialog).getByLabelText(/^New password/), 'kite river lantern 42');
    expect(within(dialog).getByText('At least 12 characters')).toHaveTextContent(': met');
    await user.type(within(dialog).getByLabelText(/^Type the new password again/), 'kite river lantern 42');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(USER_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  });

  it('carries on with the fresh token a password change brings (the old one is refused from then on)', async () => {
    deviceOfWidth(1440);
    const user = userEvent.setup();
    const kim = userOf('key_account_manager', 'Kim Kamal');
    const { session } = renderWithApp(
      <Shell user={kim}>
        <p>Page</p>
      </Shell>,
      { path: '/brief', session: sessionFor(kim) },
    );
    screen.getByRole('button', { name: 'User menu: Kim Kamal' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Change password' });
    for (let step = 0; step < 6 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1)
      await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), MOCK_DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^New password/), 'kite river lantern 42');
    await user.type(within(dialog).getByLabelText(/^Type the new password again/), 'kite river lantern 42');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change your password' })).toBeNull());
    expect(session.getSnapshot().value).toMatchObject({ signedIn: expect.anything() });
    // The machine holds the new token (the app's persistSession then saves it where the API client reads it).
    expect((session.getSnapshot().context as { token?: string }).token).toMatch(/^renewed-/);
  });
});

describe('Storybook in the user menu (issue 19)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  /** A tab as window.open gives it: where it goes, and whether it was closed. */
  function fakeTab() {
    const tab = {
      opener: window as unknown,
      location: { href: 'about:blank' },
      closed: false,
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    return { tab, open };
  }

  /**
   * The user menu's Storybook item, chosen from the keyboard (after the appearance's three choices): zag's menu reads
   * a pointer's click from its highlighted item, which happy-dom's pointer does not always leave in place.
   */
  async function chooseStorybook() {
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'User menu: Kim Kamal' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Storybook' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant'));
    for (let step = 0; step < 8 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1)
      await user.keyboard('{ArrowDown}');
    expect(menu).toHaveAttribute('aria-activedescendant', item.id);
    await user.keyboard('{Enter}');
  }

  it('opens a tab at once, gets the pass with the bearer token, then sends the tab to /storybook/', async () => {
    deviceOfWidth(1440);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-of-this-tab');
    const { tab, open } = fakeTab();
    const seen: (string | null)[] = [];
    answer(openStorybook, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return { message: 'Storybook is open to you for 30 minutes', expiresAt: '2026-11-27T10:30:00.000Z' };
    });
    renderShell();
    await chooseStorybook();
    // Opened in the click itself, empty, and cut off from the app's window; no token in any address.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe('/storybook/'));
    expect(seen).toEqual(['Bearer token-of-this-tab']);
  });

  it('closes the empty tab and says why when the pass is refused', async () => {
    deviceOfWidth(1440);
    const { tab } = fakeTab();
    answerError(openStorybook, 503, 'The server is busy. Try again in a minute.');
    renderWithApp(
      <>
        <Shell user={userOf('key_account_manager', 'Kim Kamal')}>
          <p>Page</p>
        </Shell>
        <Toaster />
      </>,
      { path: '/brief' },
    );
    await chooseStorybook();
    await waitFor(() => expect(tab.close).toHaveBeenCalledOnce());
    expect(tab.location.href).toBe('about:blank');
    expect(await screen.findByText('The server is busy. Try again in a minute.')).toBeInTheDocument();
  });
});
