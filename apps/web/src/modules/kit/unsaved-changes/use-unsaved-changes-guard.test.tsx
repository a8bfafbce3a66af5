import { Link } from '@ooh/ui/link';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useSearchParams } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { renderWithApp } from '../../../test/render.tsx';
import { holdNavigation, watchBrowserHistory } from './navigation-guard.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

/** A form screen: typing makes it dirty, Save makes it clean; a link away and a tab in the query string. */
function FormScreen() {
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState('');
  const guard = useUnsavedChangesGuard(value !== saved);
  const [location] = useLocation();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <p>At {location}</p>
      <label>
        Name <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(value)}>
        Save
      </button>
      <button type="button" onClick={() => setSearchParams({ tab: 'two' })}>
        Second tab
      </button>
      <Link href="/elsewhere">Elsewhere</Link>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

function renderForm() {
  const rendered = renderWithApp(<FormScreen />, { path: '/form' });
  return { ...rendered, user: userEvent.setup() };
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean screen go at once', async () => {
    const { user, location } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location.history.at(-1)).toBe('/elsewhere');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before leaving unsaved changes: Stay keeps the page and the typing, Leave goes', async () => {
    const { user, location } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Billboards');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes on this page are not saved');
    // The safe answer has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location.history.at(-1)).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Billboards');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(location.history.at(-1)).toBe('/elsewhere');
  });

  it('lets the page change its own query string, and stops asking once saved', async () => {
    const { user, location } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Second tab' }));
    expect(location.history.at(-1)).toBe('/form?tab=two');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location.history.at(-1)).toBe('/elsewhere');
  });

  it('makes the browser ask before the tab is closed while changes are unsaved', async () => {
    const { user } = renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(unload()).toBe(true);
  });
});

describe('the browser’s Back while navigation is held', () => {
  let release: (() => void) | undefined;
  afterEach(() => release?.());

  it('puts the page’s address back and asks; leaving goes where Back went', () => {
    watchBrowserHistory();
    browserNavigate('/plans');
    browserNavigate('/add-plan-sites/7');
    let proceed: (() => void) | undefined;
    release = holdNavigation({ onBlocked: (next) => (proceed = next) });
    const heard: string[] = [];
    const listener = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', listener);

    // What Back does: the address changes (without a pushState or replaceState), then popstate.
    act(() => {
      (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
        new URL('/plans', window.location.href).href,
      );
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    window.removeEventListener('popstate', listener);
    expect(heard).toEqual([]);
    expect(window.location.pathname).toBe('/add-plan-sites/7');
    expect(proceed).toBeTypeOf('function');

    act(() => proceed?.());
    expect(window.location.pathname).toBe('/plans');
  });
});
