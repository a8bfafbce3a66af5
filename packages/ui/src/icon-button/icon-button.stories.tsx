import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { IconButton } from './icon-button';

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

const trash = <Icon path="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />;
const pencil = <Icon path="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />;
const plus = <Icon path="M12 5v14M5 12h14" />;
const close = <Icon path="M18 6 6 18M6 6l12 12" />;

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Edit site', icon: pencil, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {variants.map((variant) => (
        <MatrixRow key={variant} label={variant}>
          <IconButton variant={variant} aria-label={`Add site (${variant})`} icon={plus} />
          <IconButton
            variant={variant}
            size="sm"
            aria-label={`Edit site (${variant}, small)`}
            icon={pencil}
          />
          <IconButton
            variant={variant}
            disabled
            aria-label={`Delete site (${variant}, disabled)`}
            icon={trash}
          />
          <IconButton variant={variant} loading aria-label={`Close (${variant}, loading)`} icon={close} />
        </MatrixRow>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(16);
    // Every icon-only button has a name.
    for (const button of buttons) await expect(button).toHaveAccessibleName();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit site' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab to it, then Enter and Space.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', size: 'sm', 'aria-label': 'Close', icon: close },
};

export const Danger: Story = {
  args: { variant: 'danger', 'aria-label': 'Delete site', icon: trash },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit site' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit site' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
