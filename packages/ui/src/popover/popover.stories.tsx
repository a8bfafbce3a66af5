import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayLayer } from '../dialog/overlay-portal';
import { Link } from '../link/link';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Popover } from './popover';

function InfoIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </svg>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: 'Site details',
    title: 'LAG-0042',
    children: (
      <>
        Lekki Phase 1, 48 sheet, facing inbound traffic. <Link href="/sites/42">Open the site</Link>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['top', 'right', 'bottom', 'left', 'bottom-start', 'bottom-end', 'top-start', 'top-end'],
    },
  },
  decorators: [
    (Story) => (
      <OverlayLayer>
        <Story />
      </OverlayLayer>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: (args) => (
    <Matrix>
      <MatrixRow label="text trigger">
        <Popover {...args} />
        <Popover {...args} trigger="Small" size="sm" />
      </MatrixRow>
      <MatrixRow label="icon trigger">
        <Popover trigger={<InfoIcon />} triggerLabel="About pay orders" variant="ghost" placement="right">
          Pay orders are raised once the client accepts a plan.
        </Popover>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'About pay orders' }));
    // Without a title the popover takes its trigger's name.
    const popover = await canvas.findByRole('dialog', { name: 'About pay orders' });
    await expect(popover).toHaveTextContent('Pay orders are raised once the client accepts a plan.');
    // The focus moves in (to its Close button, the only control), then Escape closes it.
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Open, as designers review it (and as axe checks it in both themes). */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Site details' });
    await userEvent.click(trigger);
    const popover = await canvas.findByRole('dialog', { name: 'LAG-0042' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Non-modal: the page stays reachable; the focus moved into the popover.
    await expect(popover).not.toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(popover).getByRole('link', { name: 'Open the site' })).toHaveFocus());
  },
};

/** Enter opens it, Tab moves inside, Escape closes it and the focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Site details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await canvas.findByRole('dialog', { name: 'LAG-0042' });
    await waitFor(() => expect(within(popover).getByRole('link', { name: 'Open the site' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Site details' }));
    const popover = await canvas.findByRole('dialog', { name: 'LAG-0042' });
    await userEvent.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
