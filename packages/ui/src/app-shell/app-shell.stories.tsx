import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Card } from '../card/card';
import { PageHeader } from '../page-header/page-header';
import { Sidebar } from '../sidebar/sidebar';
import { StatCard } from '../stat-card/stat-card';
import { TopBar } from '../top-bar/top-bar';
import { AppShell } from './app-shell';

function ShellSidebar() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Sidebar
      label="Main"
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      sections={[
        {
          items: [
            { href: '/dashboard', label: 'Dashboard', active: true, icon: 'dashboard' },
            { href: '/notifications', label: 'Notifications', icon: 'notifications' },
          ],
        },
        {
          title: 'Briefs',
          items: [
            { href: '/briefs/pending', label: 'Pending briefs', icon: 'briefs' },
            { href: '/briefs/approved', label: 'Approved briefs', icon: 'planReview' },
          ],
        },
      ]}
    />
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar: <ShellSidebar />,
    topBar: (
      <TopBar title="OOH Back Office" user={{ name: 'Ada Obi', roleLabel: 'Admin' }} onSignOut={() => {}} />
    ),
    children: (
      <>
        <PageHeader title="Dashboard" description="Today at a glance" />
        <Card title="Briefs">
          <StatCard label="Pending briefs" value={12} tone="caution" href="/briefs/pending" />
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shell has one layout; the catalog is the whole page. */
export const Catalog: Story = {};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CollapseSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Pending briefs' })).toBeInTheDocument();
  },
};
