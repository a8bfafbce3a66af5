import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Illuminated', name: 'illuminated', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="unchecked">
        <Checkbox label="Illuminated" />
        <Checkbox label="Illuminated" disabled />
      </MatrixRow>
      <MatrixRow label="checked">
        <Checkbox label="Illuminated" defaultChecked />
        <Checkbox label="Illuminated" defaultChecked disabled />
      </MatrixRow>
      <MatrixRow label="indeterminate">
        <Checkbox label="All sites" checked="indeterminate" />
        <Checkbox label="All sites" checked="indeterminate" disabled />
      </MatrixRow>
      <MatrixRow label="hidden label">
        <Checkbox label="Select all rows" hideLabel checked="indeterminate" />
        <Checkbox label="Select row 1" hideLabel defaultChecked />
      </MatrixRow>
      <MatrixRow label="hint" layout="stack">
        <Checkbox label="Illuminated" hint="Lit from dusk to midnight" />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <Checkbox label="I accept the terms" required error="Accept the terms to continue" />
      </MatrixRow>
    </Matrix>
  ),
};

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Illuminated' });
    // Keyboard: Tab reaches the box, Space toggles it.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Pointer: the label text is part of the target.
    await userEvent.click(canvas.getByText('Illuminated'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

function SelectAllRows() {
  const rows = ['Brief 41', 'Brief 42', 'Brief 43'];
  const [selected, setSelected] = useState<string[]>(['Brief 42']);
  const all = selected.length === rows.length ? true : selected.length > 0 ? 'indeterminate' : false;
  return (
    <Matrix>
      <MatrixRow label="select all" layout="stack">
        <Checkbox
          label="Select all briefs"
          checked={all}
          onCheckedChange={(on) => setSelected(on ? rows : [])}
        />
        {rows.map((row) => (
          <Checkbox
            key={row}
            label={row}
            checked={selected.includes(row)}
            onCheckedChange={(on) =>
              setSelected((current) => (on ? [...current, row] : current.filter((item) => item !== row)))
            }
          />
        ))}
      </MatrixRow>
    </Matrix>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAllRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all briefs' });
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Brief 41' })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Brief 43' }));
    await expect(selectAll).toBePartiallyChecked();

    selectAll.focus();
    await userEvent.keyboard(' ');
    await expect(selectAll).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(selectAll).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Brief 42' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms',
    required: true,
    hint: 'Read them first',
    error: 'Accept the terms to continue',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Read them first Accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Illuminated' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Illuminated'), { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
