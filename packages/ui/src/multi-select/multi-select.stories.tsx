import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './multi-select';

const formats: MultiSelectItem[] = [
  { value: 'billboard', label: 'Billboard' },
  { value: 'smd', label: 'SMD screen' },
  { value: 'streamer', label: 'Streamer' },
  { value: 'bridge', label: 'Bridge panel', disabled: true },
  { value: 'pole', label: 'Pole sign' },
  { value: 'mupi', label: 'Mupi' },
];

/** Holds the values as a form would, reporting each change to the story's action. */
function Stateful(props: MultiSelectProps) {
  const [value, setValue] = useState<string[]>(props.value ?? []);
  return (
    <MultiSelect
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
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Formats', items: formats, placeholder: 'Choose formats', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is portalled to the body, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="empty" layout="stack">
        <MultiSelect label="Formats" items={formats} placeholder="Choose formats" />
      </MatrixRow>
      <MatrixRow label="tags + hint" layout="stack">
        <MultiSelect
          label="Formats"
          items={formats}
          defaultValue={['billboard', 'smd', 'streamer']}
          hint="All formats the client accepts"
        />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <MultiSelect label="Formats" items={formats} error="Choose at least one format" required />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <MultiSelect label="Formats" items={formats} defaultValue={['pole', 'mupi']} disabled />
      </MatrixRow>
    </Matrix>
  ),
};

export const ChooseFromKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Formats' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await page(canvasElement).findByRole('listbox', { name: 'Formats' });
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['billboard', 'smd']);
    // The list stays open for the next choice.
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(list).getByRole('option', { name: 'SMD screen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('list', { name: 'Chosen Formats' })).toHaveTextContent(
      'BillboardSMD screen',
    );
    await expect(input).toHaveAccessibleDescription('Billboard, SMD screen chosen');
  },
};

export const TypeToFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Formats' });
    await userEvent.click(input);
    await userEvent.keyboard('pol');
    const list = await page(canvasElement).findByRole('listbox', { name: 'Formats' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pole']);
    await expect(input).toHaveValue('');
  },
};

export const RemoveTags: Story = {
  args: { value: ['billboard', 'smd', 'pole'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove SMD screen' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['billboard', 'pole']);
    // Focus moves to the tag that took its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Pole sign' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['billboard']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Billboard' })).toHaveFocus());
    // Backspace in the empty input removes the last tag.
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Formats' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list', { name: 'Chosen Formats' })).toBeNull();
  },
};

export const MaxTags: Story = {
  args: { value: ['billboard', 'smd'], maxTags: 2, hint: 'Up to two formats' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Formats' }));
    const list = await page(canvasElement).findByRole('listbox', { name: 'Formats' });
    await expect(within(list).getByRole('option', { name: 'Streamer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(list).getByRole('option', { name: 'Billboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page(canvasElement).getByText('You can choose up to 2')).toBeVisible();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Formats' }), 'zz');
    await expect(await page(canvasElement).findByText('No matches')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose at least one format' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Formats/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose at least one format');
  },
};

export const Disabled: Story = {
  args: { value: ['pole', 'mupi'], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Formats' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Pole sign' })).toBeDisabled();
  },
};
