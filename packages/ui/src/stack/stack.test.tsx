import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Stack } from './stack';

describe('Stack', () => {
  it('has no axe violations as a list with dividers', async () => {
    const { container } = render(
      <Stack as="ul" space="md" dividers aria-label="Notifications">
        <span>Brief approved</span>
        <span>Plan lost</span>
        <span>Pay order accepted</span>
      </Stack>,
    );
    await expectNoAxeViolations(container);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brief approved', 'Plan lost', 'Pay order accepted']);
  });

  it('puts one divider between each pair of children, none before the first or after the last', () => {
    const { container } = render(
      <Stack space={['sm', 'lg']} dividers>
        <span>One</span>
        <span>Two</span>
        <span>Three</span>
      </Stack>,
    );
    const stack = container.firstElementChild as HTMLElement;
    // item, divider, item, divider, item
    expect(stack.children).toHaveLength(5);
    expect(stack.firstElementChild).toHaveTextContent('One');
    expect(stack.lastElementChild).toHaveTextContent('Three');
    expect(stack.children[1]).toHaveTextContent('');
  });

  it('leaves out children that render nothing', () => {
    const show = false;
    const { container } = render(
      <Stack space="md">
        <span>Shown</span>
        {show && <span>Hidden</span>}
        {null}
      </Stack>,
    );
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it('keeps a child mounted when a child above it comes and goes (a loading line above a table)', () => {
    const view = (loading: boolean, withDividers: boolean) => (
      <Stack space="md" dividers={withDividers}>
        <span>Search</span>
        {loading ? <span>Loading</span> : null}
        <input aria-label="Table" />
      </Stack>
    );
    for (const withDividers of [false, true]) {
      const { rerender, unmount } = render(view(true, withDividers));
      const table = screen.getByRole('textbox', { name: 'Table' });
      rerender(view(false, withDividers));
      // Found by the plan lists: the table was remounted, so a header found while loading left the page.
      expect(table).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Table' })).toBe(table);
      unmount();
    }
  });
});
