import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ICON_NAMES, Icon } from './icon';
import { NAV_ICON_NAMES, NavIcon } from './nav-icon';

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

  it('has a nav icon for every place of the app, decorative by default', async () => {
    const { container } = render(
      <ul>
        {NAV_ICON_NAMES.map((name) => (
          <li key={name}>
            <a href={`/${name}`}>
              <NavIcon name={name} />
              {name}
            </a>
          </li>
        ))}
      </ul>,
    );
    await expectNoAxeViolations(container);
    for (const name of NAV_ICON_NAMES) {
      const svg = container.querySelector(`svg[data-icon="${name}"]`);
      expect(svg, name).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.firstElementChild, name).not.toBeNull();
    }
    expect(new Set(NAV_ICON_NAMES).size).toBe(NAV_ICON_NAMES.length);
  });

  it('names a nav icon that stands alone', () => {
    render(<NavIcon name="notifications" label="Notifications" />);
    expect(screen.getByRole('img', { name: 'Notifications' })).not.toHaveAttribute('aria-hidden');
  });
});
