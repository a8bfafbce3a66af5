import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { NumberInput, type NumberInputProps } from './number-input';

function ControlledFaces(props: Partial<NumberInputProps>) {
  const [faces, setFaces] = useState<number | null>(props.value ?? 2);
  return (
    <>
      <NumberInput
        label="Faces"
        name="faces"
        min={1}
        max={6}
        {...props}
        value={faces}
        onValueChange={setFaces}
      />
      <output>{faces === null ? 'empty' : faces}</output>
      <button type="button" onClick={() => setFaces(4)}>
        Reset to 4
      </button>
    </>
  );
}

describe('NumberInput', () => {
  it('has no axe violations with hint, error, currency and disabled', async () => {
    const { container } = render(
      <form>
        <NumberInput label="Faces" name="faces" hint="Per site" required min={1} max={6} />
        <NumberInput
          label="Monthly rate"
          name="rate"
          value={150000}
          formatOptions={{ style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }}
          error="Above the budget"
        />
        <NumberInput label="Sites" name="sites" value={3} disabled />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a labelled spinbutton with min, max, hint and named triggers', () => {
    render(<NumberInput label="Faces" name="faces" hint="Per site" required min={1} max={6} value={2} />);
    const input = screen.getByRole('spinbutton', { name: /Faces/ });
    expect(input).toHaveAttribute('name', 'faces');
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuemax', '6');
    expect(input).toHaveAttribute('aria-valuenow', '2');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Per site');
    expect(screen.getByRole('button', { name: 'Increase Faces' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Faces' })).toBeInTheDocument();
  });

  it('steps with the arrow keys and reports numbers', async () => {
    const user = userEvent.setup();
    render(<ControlledFaces />);
    await user.tab();
    const input = screen.getByRole('spinbutton', { name: 'Faces' });
    expect(input).toHaveFocus();
    // One key at a time, waiting for what a user sees: Ark applies a step on the next frame, so a burst of keys
    // or an immediate assertion races it when the machine is busy.
    const steps: Array<[string, string]> = [
      ['{ArrowUp}', '3'],
      ['{ArrowUp}', '4'],
      ['{ArrowDown}', '3'],
      // End and Home jump to max and min.
      ['{End}', '6'],
      ['{Home}', '1'],
    ];
    for (const [key, shown] of steps) {
      await user.keyboard(key);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(shown));
    }
    expect(input).toHaveValue('1');
  });

  it('steps with the triggers and disables the one at the limit', async () => {
    const user = userEvent.setup();
    render(<ControlledFaces value={5} />);
    await user.click(screen.getByRole('button', { name: 'Increase Faces' }));
    expect(screen.getByRole('status')).toHaveTextContent('6');
    expect(screen.getByRole('button', { name: 'Increase Faces' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease Faces' }));
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('reports typed numbers, and null when emptied', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<NumberInput label="Faces" name="faces" onValueChange={handleValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Faces' });
    await user.type(input, '12');
    expect(handleValueChange).toHaveBeenLastCalledWith(12);
    await user.clear(input);
    expect(handleValueChange).toHaveBeenLastCalledWith(null);
  });

  // Issue 15: the field used to clamp 9 to 6 and rewrite 12345678901234567890 as 9,007,199,254,740,991.
  it('keeps a number out of range as typed, and says the limit when it loses focus', async () => {
    const user = userEvent.setup();
    render(<ControlledFaces />);
    const input = screen.getByRole('spinbutton', { name: 'Faces' });
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveValue('9');
    expect(input).toHaveAccessibleDescription('At most 6');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('empty');
  });

  it('keeps what the user typed, never another number, and names what is wrong', async () => {
    const user = userEvent.setup();
    const handleTextError = vi.fn();
    const handleValueChange = vi.fn();
    render(
      <NumberInput
        label="Budget"
        name="budget"
        min={0}
        max={999_999_999_999}
        formatOptions={{ style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }}
        onValueChange={handleValueChange}
        onTextError={handleTextError}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Budget' });
    for (const [typed, problem] of [
      ['12345678901234567890', 'At most PKR\u00a0999,999,999,999'],
      ['abc', 'Enter a number using digits only'],
      ['1e20', 'Enter a number using digits only'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      await user.tab();
      expect(input).toHaveValue(typed);
      expect(input).toHaveAccessibleDescription(problem);
      expect(handleTextError).toHaveBeenLastCalledWith(problem);
      // The field holds no number meanwhile: the caller never gets one the user did not type.
      expect(handleValueChange).toHaveBeenLastCalledWith(null);
    }
    await user.clear(input);
    await user.type(input, '1500000');
    await user.tab();
    expect(input).toHaveValue('PKR\u00a01,500,000');
    expect(input).not.toHaveAccessibleDescription();
    expect(handleTextError).toHaveBeenLastCalledWith(null);
    expect(handleValueChange).toHaveBeenLastCalledWith(1_500_000);
  });

  it('shows currency and follows the caller when it changes the number', async () => {
    const user = userEvent.setup();
    render(
      <ControlledFaces
        value={150000}
        min={0}
        max={1_000_000}
        step={500}
        formatOptions={{ style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Faces' });
    // Intl puts a no-break space between the currency code and the amount.
    expect(input).toHaveValue('PKR\u00a0150,000');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('150500');
    expect(input).toHaveValue('PKR\u00a0150,500');
    await user.click(screen.getByRole('button', { name: 'Reset to 4' }));
    expect(input).toHaveValue('PKR\u00a04');
  });

  it('cannot be changed when disabled', () => {
    render(<NumberInput label="Faces" name="faces" value={3} disabled />);
    expect(screen.getByRole('spinbutton', { name: 'Faces' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Faces' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Faces' })).toBeDisabled();
  });
});
