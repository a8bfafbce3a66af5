import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './multi-select';

const formats: MultiSelectItem[] = [
  { value: 'billboard', label: 'Billboard' },
  { value: 'smd', label: 'SMD screen' },
  { value: 'streamer', label: 'Streamer' },
  { value: 'bridge', label: 'Bridge panel', disabled: true },
  { value: 'pole', label: 'Pole sign' },
];

function ControlledFormats(props: Partial<MultiSelectProps>) {
  const [value, setValue] = useState<string[]>(props.value ?? []);
  return (
    <>
      <MultiSelect label="Formats" items={formats} {...props} value={value} onValueChange={setValue} />
      <output>{value.join(',') || 'none'}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('has no axe violations, with tags, open, with an error and disabled', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <MultiSelect
          label="Formats"
          items={formats}
          defaultValue={['billboard', 'smd']}
          hint="All that apply"
        />
        <MultiSelect label="Cities" items={formats} error="Choose at least one" required />
        <MultiSelect label="Regions" items={formats} defaultValue={['pole']} disabled />
      </form>,
    );
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('combobox', { name: 'Formats' }));
    await screen.findByRole('listbox', { name: 'Formats' });
    await expectNoAxeViolations(document.body);
  });

  it('shows chosen values as tags, each with a named remove button, and describes the input with them', () => {
    render(
      <MultiSelect
        label="Formats"
        items={formats}
        defaultValue={['smd', 'billboard']}
        hint="All that apply"
      />,
    );
    const tags = screen.getByRole('list', { name: 'Chosen Formats' });
    expect(tags).toHaveTextContent('SMD screenBillboard');
    expect(screen.getByRole('button', { name: 'Remove SMD screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Billboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Formats' })).toHaveAccessibleDescription(
      'All that apply SMD screen, Billboard chosen',
    );
  });

  it('chooses several options from the keyboard, keeping the list open', async () => {
    const user = userEvent.setup();
    render(<ControlledFormats />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Formats' });
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Formats' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('billboard,smd')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Billboard' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Enter on a chosen option unchooses it.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByText('smd')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters the options as the user types', async () => {
    const user = userEvent.setup();
    render(<ControlledFormats />);
    await user.type(screen.getByRole('combobox', { name: 'Formats' }), 'scr');
    expect(await screen.findByRole('option', { name: 'SMD screen' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Streamer' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Billboard' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'SMD screen' }));
    expect(screen.getByText('smd')).toBeInTheDocument();
    // The typed text is cleared for the next search.
    expect(screen.getByRole('combobox', { name: 'Formats' })).toHaveValue('');
  });

  it('says No matches', async () => {
    const user = userEvent.setup();
    render(<ControlledFormats />);
    await user.type(screen.getByRole('combobox', { name: 'Formats' }), 'zz');
    expect(await screen.findByText('No matches')).toBeVisible();
  });

  it('removes a tag with its button and moves focus to the next tag, then the input', async () => {
    const user = userEvent.setup();
    render(<ControlledFormats value={['billboard', 'smd']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Billboard' }));
    expect(screen.getByText('smd')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Remove SMD screen' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('none')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Formats' })).toHaveFocus());
  });

  it('removes the last tag with Backspace in the empty input', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(
      <MultiSelect
        label="Formats"
        items={formats}
        defaultValue={['billboard', 'pole']}
        onValueChange={handleValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Formats' }));
    await user.keyboard('{Backspace}');
    expect(handleValueChange).toHaveBeenLastCalledWith(['billboard']);
    expect(screen.queryByRole('button', { name: 'Remove Pole sign' })).toBeNull();
  });

  it('disables the other options once maxTags are chosen', async () => {
    const user = userEvent.setup();
    render(<ControlledFormats value={['billboard']} maxTags={2} />);
    await user.click(screen.getByRole('combobox', { name: 'Formats' }));
    await user.click(await screen.findByRole('option', { name: 'Streamer' }));
    expect(screen.getByText('billboard,streamer')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pole sign' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Billboard' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('You can choose up to 2')).toBeVisible();
  });

  it('cannot be changed when disabled', () => {
    render(<MultiSelect label="Formats" items={formats} defaultValue={['pole']} disabled />);
    expect(screen.getByRole('combobox', { name: 'Formats' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Pole sign' })).toBeDisabled();
  });
});
