import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ICON_NAMES, Icon } from './icon';

describe('Icon', () => {
  it('is decorative inside a named control, with no axe violations', async () => {
    const { container } = render(
      <button type="button" aria-label="Close">
        <Icon name="close" />
      </button>,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('draws every shape it names', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} size="md" />);
      expect(container.querySelector(`svg[data-icon="${name}"] > *`), name).not.toBeNull();
      unmount();
    }
  });
});
