import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password', required: true, onValueChange: fn() },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="default" layout="stack">
        <PasswordInput label="Password" name="password" required />
      </MatrixRow>
      <MatrixRow label="new password" layout="stack">
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 12 characters"
        />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <PasswordInput
          label="Password"
          name="password"
          defaultValue="hunter2"
          error="Wrong email or password"
        />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <PasswordInput label="Password" name="password" disabled />
      </MatrixRow>
    </Matrix>
  ),
};

export const RevealFromKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hunter2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('hunter2');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const RevealWithPointer: Story = {
  args: { defaultValue: 'hunter2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'hunter2', error: 'Wrong email or password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong email or password');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
