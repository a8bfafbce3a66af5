import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Checkbox } from './checkbox';

/** A select-all box over three rows, as the data table drives it. */
function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['a']);
  const rows = ['a', 'b', 'c'];
  const allChecked = selected.length === rows.length ? true : selected.length > 0 ? 'indeterminate' : false;
  return (
    <>
      <Checkbox
        label="Select all rows"
        hideLabel
        checked={allChecked}
        onCheckedChange={(checked) => setSelected(checked ? rows : [])}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={`Select row ${row}`}
          checked={selected.includes(row)}
          onCheckedChange={(checked) =>
            setSelected((current) => (checked ? [...current, row] : current.filter((item) => item !== row)))
          }
        />
      ))}
    </>
  );
}

describe('Checkbox', () => {
  it('has no axe violations checked, indeterminate, with hint, error and disabled', async () => {
    const { container } = render(
      <form>
        <Checkbox label="Illuminated" defaultChecked hint="Lit from dusk to midnight" />
        <Checkbox label="Select all rows" hideLabel checked="indeterminate" />
        <Checkbox label="I accept the terms" required error="Accept the terms to continue" />
        <Checkbox label="Archived" disabled />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a labelled checkbox described by its hint and error', () => {
    render(
      <Checkbox
        label="I accept the terms"
        name="terms"
        required
        hint="Read them first"
        error="Accept the terms to continue"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('name', 'terms');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Read them first Accept the terms to continue');
    expect(box).not.toBeChecked();
  });

  it('toggles with a click on the label and with Space', async () => {
    const user = userEvent.setup();
    const handleCheckedChange = vi.fn();
    render(<Checkbox label="Illuminated" onCheckedChange={handleCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Illuminated' });

    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(handleCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Illuminated'));
    expect(box).not.toBeChecked();
    expect(handleCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows indeterminate for a partial selection and selects all from it', async () => {
    const user = userEvent.setup();
    render(<SelectAll />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(selectAll).toHaveProperty('indeterminate', true);
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', false);
    for (const row of ['a', 'b', 'c']) {
      expect(screen.getByRole('checkbox', { name: `Select row ${row}` })).toBeChecked();
    }

    await user.click(screen.getByRole('checkbox', { name: 'Select row b' }));
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'Select row a' })).not.toBeChecked();
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const handleCheckedChange = vi.fn();
    render(<Checkbox label="Archived" disabled onCheckedChange={handleCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Archived' });
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Archived'));
    expect(box).not.toBeChecked();
    expect(handleCheckedChange).not.toHaveBeenCalled();
  });
});
