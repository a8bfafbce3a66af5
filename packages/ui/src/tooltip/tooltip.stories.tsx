import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { OverlayLayer } from '../dialog/overlay-portal';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download the plan as a PDF',
    children: <Button variant="secondary">Export</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <OverlayLayer>
        <Story />
      </OverlayLayer>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const placements = ['top', 'right', 'bottom', 'left'] as const;

/** Every placement; the play focuses each trigger and checks on which side its tooltip appears. */
export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="placement">
        {placements.map((placement) => (
          <Tooltip key={placement} content={`Shown ${placement}`} placement={placement}>
            <Button variant="secondary">{placement}</Button>
          </Tooltip>
        ))}
      </MatrixRow>
      <MatrixRow label="disabled trigger">
        <Tooltip content="Only approved briefs can be planned">
          <Button disabled>Create plan</Button>
        </Tooltip>
      </MatrixRow>
      <MatrixRow label="long content">
        <Tooltip content="Sites are booked from the first day of the campaign to the last, both included, in the site's local time.">
          <Button variant="ghost">Booking dates</Button>
        </Tooltip>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab through the row: keyboard focus shows each tooltip, Escape hides it. (Tabbing straight from one
    // trigger to the next works with a real keyboard; user-event's focus events come in an order that makes
    // Ark close the second tooltip when the first one finishes closing.)
    for (const placement of placements) {
      const button = canvas.getByRole('button', { name: placement });
      await userEvent.tab();
      await expect(button).toHaveFocus();
      const tooltip = await canvas.findByRole('tooltip', { name: `Shown ${placement}` });
      await waitFor(() => {
        const box = tooltip.getBoundingClientRect();
        const anchor = button.getBoundingClientRect();
        if (placement === 'top') expect(box.bottom).toBeLessThanOrEqual(anchor.top);
        if (placement === 'bottom') expect(box.top).toBeGreaterThanOrEqual(anchor.bottom);
        if (placement === 'left') expect(box.right).toBeLessThanOrEqual(anchor.left);
        if (placement === 'right') expect(box.left).toBeGreaterThanOrEqual(anchor.right);
      });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    }
  },
};

/** Hover shows it after a short delay, not at once; leaving hides it. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.hover(button);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(await canvas.findByRole('tooltip', {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  },
};

// The last two stories end with their tooltip shown (for the reviewer, and for axe). Ark keeps the shown
// tooltip's id in a store shared by every tooltip of the page, so stories that check the opening delay come first.

/** Keyboard focus shows it at once and it describes the button; Escape hides it and keeps the focus. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Download the plan as a PDF');
    await waitFor(() => expect(button).toHaveAccessibleDescription('Download the plan as a PDF'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    // Shown again for the reviewer (and for axe, in both themes).
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await canvas.findByRole('tooltip');
  },
};

/** A disabled button cannot take focus, but its tooltip still explains why on hover. */
export const DisabledTrigger: Story = {
  args: { content: 'Only approved briefs can be planned', children: <Button disabled>Create plan</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Create plan' }), { pointerEventsCheck: 0 });
    await expect(await canvas.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Only approved briefs can be planned',
    );
  },
};
