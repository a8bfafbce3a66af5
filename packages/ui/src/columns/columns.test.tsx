import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Column, Columns } from './columns';

describe('Columns', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <Columns space="md" collapseBelow="tablet">
        <Column width="1/3">
          <h2>Facts</h2>
        </Column>
        <Column>
          <p>Sites</p>
        </Column>
      </Columns>,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole('heading', { name: 'Facts' })).toBeInTheDocument();
  });

  it('gives each width its own class, and collapsing columns another', () => {
    const { container } = render(
      <>
        <Columns space="md">
          <Column width="1/3">a</Column>
          <Column width="2/3">b</Column>
          <Column>c</Column>
        </Columns>
        <Columns space="md" collapseBelow="desktop">
          <Column width="1/3">d</Column>
        </Columns>
      </>,
    );
    const [row, collapsing] = [...container.children] as HTMLElement[];
    const classes = [...(row?.children ?? [])].map((column) => column.className);
    expect(new Set(classes).size).toBe(3);
    expect(collapsing?.firstElementChild?.className).not.toBe(classes[0]);
  });
});
