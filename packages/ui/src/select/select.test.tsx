import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as Dialog from '../dialog/dialog';
import { expectNoAxeViolations } from '../test/axe';
import { Select, type SelectItem } from './select';

type Region = 'punjab' | 'sindh' | 'kpk' | 'balochistan';

const regions: SelectItem<Region>[] = [
  { value: 'punjab', label: 'Punjab' },
  { value: 'sindh', label: 'Sindh' },
  { value: 'kpk', label: 'Khyber Pakhtunkhwa', disabled: true },
  { value: 'balochistan', label: 'Balochistan' },
];

function ControlledRegion({ onValueChange }: { onValueChange?: (value: Region | null) => void }) {
  const [region, setRegion] = useState<Region | null>(null);
  return (
    <>
      <Select<Region>
        label="Region"
        items={regions}
        value={region}
        onValueChange={(next) => {
          setRegion(next);
          onValueChange?.(next);
        }}
        placeholder="Choose a region"
      />
      <output>{region ?? 'none'}</output>
    </>
  );
}

describe('Select', () => {
  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Select label="Region" items={regions} hint="Where the sites are" required />
        <Select label="City" items={[]} error="Choose a city" />
        <Select label="Format" items={regions} defaultValue="sindh" disabled />
      </form>,
    );
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('combobox', { name: /Region/ }));
    expect(await screen.findByRole('listbox', { name: /Region/ })).toBeVisible();
    // The list is portalled out of the fixture: check the whole page.
    await expectNoAxeViolations(document.body);
  });

  it('is a labelled combobox showing the placeholder, described by hint and error', () => {
    render(
      <Select label="Region" items={regions} hint="Where the sites are" error="Choose a region" required />,
    );
    const trigger = screen.getByRole('combobox', { name: /Region/ });
    expect(trigger).toHaveTextContent('Select…');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Where the sites are Choose a region');
  });

  it('opens on click and chooses an option', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledRegion onValueChange={handleValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    expect(trigger).toHaveTextContent('Choose a region');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Sindh' }));
    expect(handleValueChange).toHaveBeenLastCalledWith('sindh');
    expect(screen.getByRole('status')).toHaveTextContent('sindh');
    expect(trigger).toHaveTextContent('Sindh');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('works from the keyboard, skipping disabled options', async () => {
    const user = userEvent.setup();
    render(<ControlledRegion />);
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox', { name: 'Region' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.getByRole('option', { name: 'Khyber Pakhtunkhwa' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    // Punjab, Sindh, then Balochistan: Khyber Pakhtunkhwa is disabled.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Balochistan' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('balochistan');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without choosing and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<ControlledRegion />);
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    await user.click(trigger);
    await screen.findByRole('listbox', { name: 'Region' });
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('submits the chosen value with a form', () => {
    render(
      <form aria-label="Site">
        <Select label="Region" name="region" items={regions} defaultValue="punjab" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Site' }) as HTMLFormElement;
    expect(new FormData(form).get('region')).toBe('punjab');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Punjab');
  });

  it('says so when there are no options', async () => {
    const user = userEvent.setup();
    render(<Select label="City" items={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByText('No options')).toBeVisible();
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Region" items={regions} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists its options to assistive technology inside a modal dialog', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root open>
        <Dialog.Content>
          <Dialog.Title>Add user</Dialog.Title>
          <ControlledRegion />
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    // The dialog hides the rest of the page once it has opened (a frame later).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Sindh' }));
    expect(dialog).toHaveTextContent('sindh');
  });
});
