import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayLayer } from '../dialog/overlay-portal';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Menu, type MenuItem } from './menu';

const briefActions: MenuItem[] = [
  { value: 'edit', label: 'Edit brief' },
  { value: 'duplicate', label: 'Duplicate' },
  { value: 'export', label: 'Export as PDF', disabled: true },
  { value: 'reject', label: 'Reject', tone: 'danger' },
];

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { label: 'Actions', items: briefActions, onSelect: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    placement: { control: 'inline-radio', options: ['bottom-start', 'bottom-end', 'top-start', 'top-end'] },
  },
  decorators: [
    (Story) => (
      <OverlayLayer>
        <Story />
      </OverlayLayer>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

export const Catalog: Story = {
  render: (args) => (
    <Matrix>
      <MatrixRow label="secondary">
        <Menu {...args} label="Actions" />
        <Menu {...args} label="Small" size="sm" />
        <Menu {...args} label="Disabled" disabled />
      </MatrixRow>
      <MatrixRow label="primary">
        <Menu {...args} label="Create" variant="primary" />
      </MatrixRow>
      <MatrixRow label="icon trigger">
        <Menu {...args} label="More actions" variant="ghost">
          <MoreIcon />
        </Menu>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );

    // With the pointer: open, pick an item; the menu closes.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onSelect).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
  },
};

/** Arrow keys (skipping disabled items, wrapping), typeahead, Enter, and Escape back to the trigger. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu');
    const idOf = (name: string) => within(menu).getByRole('menuitem', { name }).id;
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', idOf('Edit brief')));
    await waitFor(() => expect(menu).toHaveFocus());

    // Each key waits for Ark's highlight to follow.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', idOf('Reject')));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', idOf('Edit brief')));
    await userEvent.keyboard('d');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', idOf('Duplicate')));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const reopened = await canvas.findByRole('menu');
    const firstItem = within(reopened).getByRole('menuitem', { name: 'Edit brief' });
    await waitFor(() => expect(reopened).toHaveAttribute('aria-activedescendant', firstItem.id));
    await userEvent.keyboard('{ArrowUp}');
    const lastItem = within(reopened).getByRole('menuitem', { name: 'Reject' });
    await waitFor(() => expect(reopened).toHaveAttribute('aria-activedescendant', lastItem.id));
    // A person takes longer than a frame between two keys; user-event does not. Ark moves the focus to the menu
    // on the frame after a highlight, and would otherwise do so after Enter has already closed the menu.
    await nextFrame();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('reject');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

// The last two stories end with their menu open (for the reviewer, and for axe in both themes); Ark keeps some
// state of an open menu for the page, so the stories that open and close menus run before them.
export const IconTrigger: Story = {
  args: { label: 'More actions', variant: 'ghost', children: <MoreIcon />, placement: 'bottom-end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await expect(await canvas.findByRole('menu')).toBeInTheDocument();
  },
};

/** Open, as designers review it: items, the disabled one, the danger one (and axe checks it in both themes). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
