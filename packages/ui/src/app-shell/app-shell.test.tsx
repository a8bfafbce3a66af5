import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../page-header/page-header';
import { Sidebar } from '../sidebar/sidebar';
import { expectNoAxeViolations } from '../test/axe';
import { TopBar } from '../top-bar/top-bar';
import { AppShell } from './app-shell';

function Fixture() {
  return (
    <AppShell
      sidebar={
        <Sidebar
          label="Main"
          sections={[
            { items: [{ href: '/dashboard', label: 'Dashboard', active: true, icon: 'dashboard' }] },
          ]}
          collapsed={false}
          onCollapsedChange={() => {}}
        />
      }
      topBar={<TopBar user={{ name: 'Ada Obi', roleLabel: 'Admin' }} onSignOut={() => {}} />}
    >
      <PageHeader title="Dashboard" />
    </AppShell>
  );
}

describe('AppShell', () => {
  it('has no axe violations (as a whole page)', async () => {
    const { container } = render(<Fixture />);
    await expectNoAxeViolations(container);
  });

  it('lays out the landmarks', () => {
    render(<Fixture />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('offers a skip link first that moves focus to the main content', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
