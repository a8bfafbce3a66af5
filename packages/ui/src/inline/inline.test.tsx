import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Inline } from './inline';

describe('Inline', () => {
  it('has no axe violations as a list', async () => {
    const { container } = render(
      <Inline as="ul" space="sm" aria-label="Site kinds" align="center" alignY="center">
        <span>Billboard</span>
        <span>Bus shelter</span>
      </Inline>,
    );
    await expectNoAxeViolations(container);
    const list = screen.getByRole('list', { name: 'Site kinds' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Billboard', 'Bus shelter']);
  });

  it('keeps its children as they are outside a list', () => {
    const { container } = render(
      <Inline space={{ mobile: 'xs', desktop: 'lg' }} collapseBelow="desktop">
        <button type="button">Save</button>
        <button type="button">Cancel</button>
      </Inline>,
    );
    const row = container.firstElementChild as HTMLElement;
    expect([...row.children].map((child) => child.tagName)).toEqual(['BUTTON', 'BUTTON']);
  });

  it('lays out differently when it collapses', () => {
    const { container } = render(
      <>
        <Inline space="sm">x</Inline>
        <Inline space="sm" collapseBelow="tablet">
          x
        </Inline>
      </>,
    );
    const [plain, collapsing] = [...container.children];
    expect(plain?.className).not.toBe(collapsing?.className);
  });
});
