import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../link/link-base';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Sidebar, type SidebarProps, type SidebarSection } from './sidebar';

const sections: SidebarSection[] = [
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
      { href: '/briefs/rejected', label: 'Rejected briefs', icon: 'lostPlans' },
    ],
  },
  {
    title: 'Plans',
    items: [
      { href: '/plans/in-progress', label: 'In-progress plans', icon: 'plans' },
      { href: '/plans/alter-required', label: 'Alter required', icon: 'planReview' },
    ],
  },
];

/** Holds the collapsed state as the app's store would, reporting each change to the story's action. */
function Stateful(props: SidebarProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <Sidebar
      {...props}
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        props.onCollapsedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Main', sections, collapsed: false, onCollapsedChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="expanded">
        <Sidebar label="Main, expanded" sections={sections} collapsed={false} onCollapsedChange={() => {}} />
      </MatrixRow>
      <MatrixRow label="collapsed">
        <Sidebar label="Main, collapsed" sections={sections} collapsed onCollapsedChange={() => {}} />
      </MatrixRow>
    </Matrix>
  ),
};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('list', { name: 'Briefs' })).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rail shows icons, the links keep their full names.
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard.querySelector('svg[data-icon="dashboard"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    const link = canvas.getByRole('link', { name: 'Pending briefs' });
    await expect(link.querySelector('svg[data-icon="briefs"]')).not.toBeNull();
    await expect(link).not.toHaveTextContent('PB');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ToggleFromKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

const navigate = fn();

export const Navigates: Story = {
  decorators: [
    (Story) => (
      <LinkProvider navigate={navigate}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Approved briefs' }));
    await expect(navigate).toHaveBeenCalledWith('/briefs/approved');
  },
};
