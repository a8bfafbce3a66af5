import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { SearchInput } from './search-input';

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  args: {
    label: 'Search sites',
    placeholder: 'Site code, city or road',
    onValueChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="visible label" layout="stack">
        <SearchInput label="Search briefs" placeholder="Client or campaign" />
      </MatrixRow>
      <MatrixRow label="hidden label" layout="stack">
        <SearchInput label="Search sites" labelHidden placeholder="Search sites" />
      </MatrixRow>
      <MatrixRow label="with text" layout="stack">
        <SearchInput label="Search sites" labelHidden value="Mall Road" />
      </MatrixRow>
    </Matrix>
  ),
};

export const Debounced: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search sites' });
    await userEvent.type(input, 'mall road');
    await expect(input).toHaveValue('mall road');
    // Nothing is reported while typing...
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // ...and one call once typing pauses for 300 ms.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
    await expect(args.onValueChange).toHaveBeenCalledWith('mall road');
  },
};

export const ClearWithButton: Story = {
  args: { value: 'Gulberg' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search sites' });
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const ClearWithEscape: Story = {
  args: { labelHidden: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search sites' });
    await userEvent.type(input, 'LHR-0042');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const CustomDebounce: Story = {
  args: { debounceMs: 1000 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search sites' }), 'gulberg');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('gulberg'), { timeout: 2000 });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search sites' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
