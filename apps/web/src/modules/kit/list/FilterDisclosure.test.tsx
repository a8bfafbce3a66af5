import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterDisclosure } from './FilterDisclosure.tsx';

function atWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A disclosure over one field, with two filters set. */
const renderTwoSet = () =>
  render(
    <FilterDisclosure active={2}>
      <label>
        City <input />
      </label>
    </FilterDisclosure>,
  );

describe('FilterDisclosure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the filters as they are on a wide screen', () => {
    atWidth(false);
    renderTwoSet();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /filters/i })).toBeNull();
  });

  it('folds them behind a button on a phone, which says how many are set and opens them', async () => {
    atWidth(true);
    renderTwoSet();
    const button = screen.getByRole('button', { name: 'Filters (2 set)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Hide filters (2 set)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toBeVisible();
  });
});
