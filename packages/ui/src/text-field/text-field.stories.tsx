import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', onValueChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'search', 'tel', 'url'] } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="default" layout="stack">
        <TextField label="Client name" name="client" placeholder="e.g. Acme Foods" />
      </MatrixRow>
      <MatrixRow label="hint + required" layout="stack">
        <TextField label="Campaign name" name="campaign" hint="As it appears on the brief" required />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <TextField
          label="Email"
          name="email"
          type="email"
          defaultValue="kam@"
          error="Enter a valid email address"
        />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <TextField label="Region" name="region" defaultValue="Lagos" disabled />
      </MatrixRow>
    </Matrix>
  ),
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('kam@demo.local');
    await expect(input).toHaveValue('kam@demo.local');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('kam@demo.local');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the password link here', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the password link here');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'kam@', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'kam@demo.local', disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
