import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Heading } from './heading';

describe('Heading', () => {
  it('has no axe violations in an outline of every level', async () => {
    const { container } = render(
      <div>
        <Heading level={1}>Dashboard</Heading>
        <Heading level={2}>Briefs</Heading>
        <Heading level={3}>This week</Heading>
        <Heading level={4}>Monday</Heading>
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it.each([1, 2, 3, 4] as const)('level %i is an h%i', (level) => {
    render(<Heading level={level}>Title</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Title' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('can be referenced by the section it titles', () => {
    render(
      <section aria-labelledby="plans-title">
        <Heading level={2} id="plans-title">
          Plans
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Plans' })).toBeInTheDocument();
  });
});
