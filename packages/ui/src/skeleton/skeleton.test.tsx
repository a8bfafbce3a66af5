import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('has no axe violations and is hidden from assistive technology', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton />
        <Skeleton shape="heading" width="md" />
        <Skeleton shape="block" width="lg" />
        <Skeleton shape="circle" />
      </div>,
    );
    await expectNoAxeViolations(container);
    const placeholders = container.querySelectorAll('span');
    expect(placeholders).toHaveLength(4);
    for (const placeholder of placeholders) {
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect(placeholder).toBeEmptyDOMElement();
    }
  });

  it('gives each shape and width its own look', () => {
    const { container } = render(
      <>
        <Skeleton shape="text" width="sm" />
        <Skeleton shape="heading" width="full" />
      </>,
    );
    const [text, heading] = Array.from(container.querySelectorAll('span'));
    expect(text?.className).not.toBe(heading?.className);
  });
});
