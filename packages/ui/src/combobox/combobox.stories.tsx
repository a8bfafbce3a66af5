import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

const cities: ComboboxOption[] = [
  { value: 'lhe', label: 'Lahore' },
  { value: 'khi', label: 'Karachi' },
  { value: 'isb', label: 'Islamabad' },
  { value: 'lrk', label: 'Larkana' },
  { value: 'mux', label: 'Multan' },
  { value: 'fsd', label: 'Faisalabad' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server search answering after `delayMs`, by prefix. */
function searchCities(delayMs = 150) {
  return async (query: string) => {
    await wait(delayMs);
    return cities.filter((city) => city.label.toLowerCase().startsWith(query.toLowerCase()));
  };
}

/** Holds the option as a form would, reporting each change to the story's action. */
function Stateful(props: ComboboxProps) {
  const [value, setValue] = useState<ComboboxOption | null>(props.value ?? null);
  return (
    <Combobox
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
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    label: 'City',
    placeholder: 'Search cities',
    loadOptions: fn(searchCities()),
    onValueChange: fn(),
  },
  argTypes: { loadOptions: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Combobox>;

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
        <Combobox label="City" loadOptions={searchCities()} placeholder="Search cities" />
      </MatrixRow>
      <MatrixRow label="chosen + hint" layout="stack">
        <Combobox
          label="City"
          loadOptions={searchCities()}
          defaultValue={cities[0]}
          hint="Where the site stands"
          required
        />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <Combobox label="City" loadOptions={searchCities()} error="Choose a city" required />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <Combobox label="City" loadOptions={searchCities()} defaultValue={cities[1]} disabled />
      </MatrixRow>
    </Matrix>
  ),
};

export const SearchAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    await userEvent.keyboard('la');
    await expect(await page(canvasElement).findByText('Loading…')).toBeVisible();
    const list = await page(canvasElement).findByRole('listbox', { name: 'City' });
    await expect(await within(list).findByRole('option', { name: 'Lahore' })).toBeVisible();
    await expect(within(list).getByRole('option', { name: 'Larkana' })).toBeVisible();
    // Typing was debounced into a single request.
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith('la');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Larkana' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'lrk', label: 'Larkana' });
    await expect(input).toHaveValue('Larkana');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'zz');
    await expect(await page(canvasElement).findByText('No matches')).toBeVisible();
    await expect(page(canvasElement).queryByRole('option')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { loadOptions: fn((_query: string) => new Promise<ComboboxOption[]>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'City' }), 'kar');
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
    await expect(page(canvasElement).getByRole('listbox', { name: 'City' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const StaleAnswersIgnored: Story = {
  // "k" answers slowly (after "ka" has answered): its late answer must not replace the results for "ka".
  args: {
    loadOptions: fn(async (query: string) => {
      await wait(query === 'k' ? 1200 : 100);
      return query === 'k'
        ? [{ value: 'kto', label: 'Kotri' }]
        : cities.filter((city) => city.label.toLowerCase().startsWith(query));
    }),
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'k');
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledWith('k'));
    await userEvent.type(input, 'a');
    const list = await page(canvasElement).findByRole('listbox', { name: 'City' });
    await expect(await within(list).findByRole('option', { name: 'Karachi' })).toBeVisible();
    await wait(1300);
    await expect(within(list).queryByRole('option', { name: 'Kotri' })).toBeNull();
    await expect(within(list).getByRole('option', { name: 'Karachi' })).toBeVisible();
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.loadOptions).toHaveBeenCalledWith('');
    const list = await page(canvasElement).findByRole('listbox', { name: 'City' });
    await expect(await within(list).findByRole('option', { name: 'Lahore' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
  },
};

export const ClearFromKeyboard: Story = {
  args: { value: { value: 'isb', label: 'Islamabad' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveValue('Islamabad');
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear City' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'Where the site stands', error: 'Choose a city' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /City/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Where the site stands Choose a city');
  },
};

export const Disabled: Story = {
  args: { value: { value: 'lhe', label: 'Lahore' }, disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Lahore');
  },
};
