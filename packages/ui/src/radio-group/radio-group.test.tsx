import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RadioGroup, type RadioGroupItem } from './radio-group';

const formats: RadioGroupItem[] = [
  { value: 'billboard', label: 'Billboard' },
  { value: 'unipole', label: 'Unipole' },
  { value: 'gantry', label: 'Gantry', disabled: true },
  { value: 'lamppost', label: 'Lamp-post banner' },
];

function ControlledFormat({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [format, setFormat] = useState<string | null>('unipole');
  return (
    <>
      <RadioGroup
        label="Site format"
        name="format"
        items={formats}
        value={format}
        onValueChange={(next) => {
          setFormat(next);
          onValueChange?.(next);
        }}
      />
      <output>{format}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('has no axe violations, vertical and horizontal, with hint, error and disabled', async () => {
    const { container } = render(
      <form>
        <RadioGroup label="Site format" name="format" items={formats} hint="As on the site survey" />
        <RadioGroup
          label="Lighting"
          name="lighting"
          orientation="horizontal"
          items={[
            { value: 'lit', label: 'Lit' },
            { value: 'unlit', label: 'Unlit' },
          ]}
          required
          error="Choose the lighting"
        />
        <RadioGroup label="Side" name="side" items={formats} defaultValue="billboard" disabled />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a named radio group described by its hint and error', () => {
    render(
      <RadioGroup
        label="Lighting"
        name="lighting"
        items={[
          { value: 'lit', label: 'Lit' },
          { value: 'unlit', label: 'Unlit' },
        ]}
        hint="Ask the owner"
        error="Choose the lighting"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Lighting' });
    expect(group).toHaveAccessibleDescription('Ask the owner Choose the lighting');
    const lit = screen.getByRole('radio', { name: 'Lit' });
    expect(lit).toHaveAttribute('name', 'lighting');
    expect(lit).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('selects with a click and reports the value', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledFormat onValueChange={handleValueChange} />);
    expect(screen.getByRole('radio', { name: 'Unipole' })).toBeChecked();

    await user.click(screen.getByText('Billboard'));
    expect(screen.getByRole('radio', { name: 'Billboard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Unipole' })).not.toBeChecked();
    expect(handleValueChange).toHaveBeenLastCalledWith('billboard');
    expect(screen.getByRole('status')).toHaveTextContent('billboard');
  });

  it('moves and selects with the arrow keys, skipping disabled items', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledFormat onValueChange={handleValueChange} />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Unipole' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const lamppost = screen.getByRole('radio', { name: 'Lamp-post banner' });
    expect(lamppost).toHaveFocus();
    expect(lamppost).toBeChecked();
    expect(handleValueChange).toHaveBeenLastCalledWith('lamppost');

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Unipole' })).toBeChecked();
    expect(handleValueChange).toHaveBeenLastCalledWith('unipole');
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(
      <RadioGroup
        label="Site format"
        name="format"
        items={formats}
        defaultValue="billboard"
        disabled
        onValueChange={handleValueChange}
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByText('Unipole'));
    expect(screen.getByRole('radio', { name: 'Billboard' })).toBeChecked();
    expect(handleValueChange).not.toHaveBeenCalled();
  });
});
