import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Reason', name: 'reason', onValueChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="default" layout="stack">
        <Textarea label="Notes" name="notes" placeholder="Anything the planner should know" />
      </MatrixRow>
      <MatrixRow label="hint + required" layout="stack">
        <Textarea
          label="Brief description"
          name="description"
          hint="Shown to the planner"
          required
          rows={3}
        />
      </MatrixRow>
      <MatrixRow label="counter" layout="stack">
        <Textarea
          label="Rejection reason"
          name="reason"
          maxLength={200}
          defaultValue="Site faces away from traffic."
        />
      </MatrixRow>
      <MatrixRow label="counter at limit" layout="stack">
        <Textarea label="Site code" name="code" maxLength={10} defaultValue="LHR-0042-A" rows={2} />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <Textarea label="Reason" name="reason" error="A reason is required" required rows={3} />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <Textarea
          label="Notes"
          name="notes"
          defaultValue="Approved by the client on 12 May."
          disabled
          rows={2}
        />
      </MatrixRow>
    </Matrix>
  ),
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Needs a night photo.{Enter}And the GPS.');
    await expect(textarea).toHaveValue('Needs a night photo.\nAnd the GPS.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Needs a night photo.\nAnd the GPS.');
  },
};

export const WithCounter: Story = {
  args: { maxLength: 20, hint: 'Keep it short' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(canvas.getByText('0 / 20')).toBeVisible();
    await userEvent.type(textarea, 'Wrong size');
    await expect(canvas.getByText('10 / 20')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('Keep it short 10 of 20 characters used');
    // The limit stops typing.
    await userEvent.type(textarea, ' and wrong colour');
    await expect(textarea).toHaveValue('Wrong size and wrong');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'A reason is required' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Reason/ });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('A reason is required');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Approved by the client.', disabled: true },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { placeholder: 'Anything the planner should know', maxLength: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await expect(canvas.getByText('0 / 500')).toBeVisible();
  },
};
