import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Email notifications', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="off">
        <Switch label="Push notifications" />
        <Switch label="Push notifications" disabled />
      </MatrixRow>
      <MatrixRow label="on">
        <Switch label="Email notifications" defaultChecked />
        <Switch label="Email notifications" defaultChecked disabled />
      </MatrixRow>
      <MatrixRow label="hint" layout="stack">
        <Switch label="Email notifications" defaultChecked hint="Sent to kam@demo.local" />
      </MatrixRow>
    </Matrix>
  ),
};

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Email notifications'));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithHint: Story = {
  args: { hint: 'Sent to kam@demo.local', defaultChecked: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Sent to kam@demo.local');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Email notifications'), { pointerEventsCheck: 0 });
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
