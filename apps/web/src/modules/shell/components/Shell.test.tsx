import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedState } from '../../../state/store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { userOf } from '../../../test/session.ts';
import { Shell } from './Shell.tsx';

/** A device whose screen is `width` px wide, as matchMedia answers the shell's phone query. */
function deviceOfWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767px') ? width <= 767 : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderShell() {
  return renderWithApp(
    <Shell user={userOf('key_account_manager')}>
      <p>Page</p>
    </Shell>,
    { path: '/brief' },
  );
}

describe('the shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the sidebar to its icon rail on a phone, opens it on demand and closes it on the next page', async () => {
    deviceOfWidth(390);
    const { location } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    // The desk's remembered choice is not touched by what is done on a phone.
    expect(persistedState.sidebar.collapsed).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(location.history.at(-1)).toBe('/plan');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('shows the sidebar as the user left it on a desk', async () => {
    deviceOfWidth(1440);
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(persistedState.sidebar.collapsed).toBe(true);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});
