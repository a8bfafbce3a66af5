import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Select, type SelectItem, type SelectProps } from './select';

const regions: SelectItem[] = [
  { value: 'punjab', label: 'Punjab' },
  { value: 'sindh', label: 'Sindh' },
  { value: 'kpk', label: 'Khyber Pakhtunkhwa', disabled: true },
  { value: 'balochistan', label: 'Balochistan' },
  { value: 'islamabad', label: 'Islamabad Capital Territory' },
];

/** Holds the value as a form would, reporting each change to the story's action. */
function Stateful(props: SelectProps) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Region', items: regions, placeholder: 'Choose a region', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is portalled to the body, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="placeholder" layout="stack">
        <Select label="Region" items={regions} placeholder="Choose a region" />
      </MatrixRow>
      <MatrixRow label="chosen + hint" layout="stack">
        <Select label="Region" items={regions} defaultValue="sindh" hint="Where the sites are" required />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <Select label="Region" items={regions} error="Choose a region" required />
      </MatrixRow>
      <MatrixRow label="no options" layout="stack">
        <Select label="City" items={[]} placeholder="No cities yet" />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <Select label="Region" items={regions} defaultValue="punjab" disabled />
      </MatrixRow>
    </Matrix>
  ),
};

export const ChooseWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(trigger).toHaveTextContent('Choose a region');
    await userEvent.click(trigger);
    const list = await page(canvasElement).findByRole('listbox', { name: 'Region' });
    await expect(list).toBeVisible();
    await userEvent.click(within(list).getByRole('option', { name: 'Sindh' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sindh');
    await expect(trigger).toHaveTextContent('Sindh');
    await waitFor(() => expect(list).not.toBeVisible());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await page(canvasElement).findByRole('listbox', { name: 'Region' });
    await waitFor(() => expect(list).toHaveFocus());
    // Home: Punjab; then Sindh, then Balochistan: the disabled Khyber Pakhtunkhwa is skipped.
    await userEvent.keyboard('{Home}');
    await expect(within(list).getByRole('option', { name: 'Punjab' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'Balochistan' })).toHaveAttribute(
      'data-highlighted',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('balochistan');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without changing the value.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('Balochistan');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  args: { value: 'sindh' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Region' }));
    const list = await page(canvasElement).findByRole('listbox', { name: 'Region' });
    await expect(within(list).getByRole('option', { name: 'Sindh' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(list).getByRole('option', { name: 'Khyber Pakhtunkhwa' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'Where the sites are', error: 'Choose a region' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Region/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Where the sites are Choose a region');
  },
};

export const Empty: Story = {
  args: { label: 'City', items: [], placeholder: 'No cities yet' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'City' }));
    await expect(await page(canvasElement).findByText('No options')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Disabled: Story = {
  args: { value: 'punjab', disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Punjab');
  },
};
