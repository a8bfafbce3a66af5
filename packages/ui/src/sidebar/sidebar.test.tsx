import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../link/link-base';
import { expectNoAxeViolations } from '../test/axe';
import { Sidebar, type SidebarSection } from './sidebar';

const sections: SidebarSection[] = [
  { items: [{ href: '/dashboard', label: 'Dashboard', active: true, icon: 'dashboard' }] },
  {
    title: 'Briefs',
    items: [
      { href: '/briefs/pending', label: 'Pending briefs', icon: 'briefs' },
      { href: '/briefs/approved', label: 'Approved briefs', icon: 'planReview' },
    ],
  },
];

function Shell({ initiallyCollapsed = false, navigate = () => {} }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  return (
    <LinkProvider navigate={navigate}>
      <Sidebar label="Main" sections={sections} collapsed={collapsed} onCollapsedChange={setCollapsed} />
    </LinkProvider>
  );
}

describe('Sidebar', () => {
  it.each([false, true])('has no axe violations (collapsed: %s)', async (collapsed) => {
    const { container } = render(<Shell initiallyCollapsed={collapsed} />);
    await expectNoAxeViolations(container);
  });

  it('is a named navigation of links, the current page marked', () => {
    render(<Shell />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pending briefs' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('list', { name: 'Briefs' })).toBeInTheDocument();
  });

  it('navigates through the router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<Shell navigate={navigate} />);
    await user.click(screen.getByRole('link', { name: 'Approved briefs' }));
    expect(navigate).toHaveBeenCalledWith('/briefs/approved');
  });

  it('collapses to a rail and expands again, from the keyboard', async () => {
    const user = userEvent.setup();
    const handleCollapsedChange = vi.fn();
    const { rerender } = render(
      <Sidebar
        label="Main"
        sections={sections}
        collapsed={false}
        onCollapsedChange={handleCollapsedChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(handleCollapsedChange).toHaveBeenCalledWith(true);

    rerender(
      <Sidebar label="Main" sections={sections} collapsed onCollapsedChange={handleCollapsedChange} />,
    );
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(handleCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the full labels for assistive technology when collapsed', async () => {
    const user = userEvent.setup();
    render(<Shell initiallyCollapsed />);
    const link = screen.getByRole('link', { name: 'Pending briefs' });
    // Issue 15: the rail shows the icon (it showed letter tiles, "PB"); the name stays the link's.
    expect(link.querySelector('svg[data-icon="briefs"]')).not.toBeNull();
    expect(link).toHaveAttribute('title', 'Pending briefs');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('link', { name: 'Pending briefs' })).not.toHaveAttribute('title');
  });

  it('shows each item as its icon, never letter tiles, and keeps its name when collapsed', () => {
    render(<Shell initiallyCollapsed />);
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard.querySelector('svg[data-icon="dashboard"]')).toHaveAttribute('aria-hidden', 'true');
    expect(dashboard).toHaveAttribute('title', 'Dashboard');
    expect(dashboard).not.toHaveTextContent(/^D$/);
    // Issue 15: every item is an icon (letter tiles are gone), its label the link's name.
    const pending = screen.getByRole('link', { name: 'Pending briefs' });
    expect(pending.querySelector('svg[data-icon="briefs"]')).not.toBeNull();
    expect(pending).not.toHaveTextContent('PB');
  });
});
