import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { RadioGroup, type RadioGroupItem } from './radio-group';

const formats: RadioGroupItem[] = [
  { value: 'billboard', label: 'Billboard' },
  { value: 'unipole', label: 'Unipole' },
  { value: 'gantry', label: 'Gantry', disabled: true },
  { value: 'lamppost', label: 'Lamp-post banner' },
];

const lighting: RadioGroupItem[] = [
  { value: 'lit', label: 'Lit' },
  { value: 'unlit', label: 'Unlit' },
  { value: 'digital', label: 'Digital' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Site format', name: 'format', items: formats, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="vertical" layout="stack">
        <RadioGroup label="Site format" name="format-v" items={formats} defaultValue="unipole" />
      </MatrixRow>
      <MatrixRow label="horizontal" layout="stack">
        <RadioGroup
          label="Lighting"
          name="lighting-h"
          orientation="horizontal"
          items={lighting}
          defaultValue="lit"
        />
      </MatrixRow>
      <MatrixRow label="hint + required" layout="stack">
        <RadioGroup
          label="Lighting"
          name="lighting-r"
          orientation="horizontal"
          items={lighting}
          hint="As on the site survey"
          required
        />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <RadioGroup
          label="Lighting"
          name="lighting-e"
          orientation="horizontal"
          items={lighting}
          error="Choose the lighting"
        />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <RadioGroup label="Site format" name="format-d" items={formats} defaultValue="billboard" disabled />
      </MatrixRow>
    </Matrix>
  ),
};

export const Keyboard: Story = {
  args: { defaultValue: 'unipole' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Site format' })).toBeInTheDocument();
    // Tab enters the group at the checked radio; the arrows move and select, skipping the disabled one.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Unipole' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const lamppost = canvas.getByRole('radio', { name: 'Lamp-post banner' });
    await expect(lamppost).toHaveFocus();
    await expect(lamppost).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('lamppost');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Unipole' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unipole');
  },
};

export const Pointer: Story = {
  args: { orientation: 'horizontal', label: 'Lighting', name: 'lighting', items: lighting },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Digital'));
    await expect(canvas.getByRole('radio', { name: 'Digital' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('digital');
    // Horizontal: Right and Left move too.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Unlit' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { hint: 'As on the site survey', error: 'Choose a site format', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /Site format/ })).toHaveAccessibleDescription(
      'As on the site survey Choose a site format',
    );
    await expect(canvas.getByRole('radio', { name: 'Billboard' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'billboard' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Unipole'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Billboard' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
