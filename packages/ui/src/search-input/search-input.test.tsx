import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { SearchInput } from './search-input';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A list's filters holding the query, with a shortcut that sets it. */
function Filters() {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchInput label="Search" value={query} onValueChange={setQuery} debounceMs={20} />
      <button type="button" onClick={() => setQuery('faisalabad')}>
        Recent search
      </button>
      <output>{query || 'none'}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('has no axe violations, labelled visibly or not, empty and filled', async () => {
    const { container } = render(
      <div>
        <SearchInput label="Search briefs" />
        <SearchInput label="Search sites" labelHidden value="Lahore" placeholder="Site code or city" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a named searchbox, with a visually hidden label when asked', () => {
    render(<SearchInput label="Search sites" labelHidden name="q" />);
    const input = screen.getByRole('searchbox', { name: 'Search sites' });
    expect(input).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('reports the text once typing pauses (300 ms by default)', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<SearchInput label="Search" onValueChange={handleValueChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lahore');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lahore');
    expect(handleValueChange).not.toHaveBeenCalled();
    await wait(150);
    expect(handleValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(handleValueChange).toHaveBeenCalledTimes(1));
    expect(handleValueChange).toHaveBeenCalledWith('lahore');
  });

  it('takes its own debounce', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<SearchInput label="Search" debounceMs={20} onValueChange={handleValueChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab');
    await wait(60);
    expect(handleValueChange).toHaveBeenCalledTimes(1);
    expect(handleValueChange).toHaveBeenCalledWith('ab');
  });

  it('clears with the button at once, calls onClear and keeps focus in the input', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    const handleClear = vi.fn();
    render(
      <SearchInput label="Search" value="karachi" onValueChange={handleValueChange} onClear={handleClear} />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(handleValueChange).toHaveBeenCalledWith('');
    expect(handleClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears with Escape, and lets Escape through when already empty', async () => {
    const user = userEvent.setup();
    const handleClear = vi.fn();
    const handleOuterKeyDown = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog listening for Escape
      <div onKeyDown={(event) => handleOuterKeyDown(event.key)}>
        <SearchInput label="Search" onClear={handleClear} />
      </div>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'isl');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(handleClear).toHaveBeenCalledTimes(1);
    expect(handleOuterKeyDown).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(handleClear).toHaveBeenCalledTimes(1);
    expect(handleOuterKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('clears from the keyboard through the button too', async () => {
    const user = userEvent.setup();
    render(<SearchInput label="Search" value="multan" />);
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('follows the caller, and does not clobber typing with an echo of its own report', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'kar');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kar'));
    await user.type(input, 'achi');
    expect(input).toHaveValue('karachi');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('karachi'));
    await user.click(screen.getByRole('button', { name: 'Recent search' }));
    expect(input).toHaveValue('faisalabad');
  });
});
