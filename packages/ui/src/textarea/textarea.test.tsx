import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Textarea } from './textarea';

function ControlledReason({ maxLength }: { maxLength?: number }) {
  const [reason, setReason] = useState('');
  return (
    <>
      <Textarea label="Reason" name="reason" value={reason} onValueChange={setReason} maxLength={maxLength} />
      <output>{reason}</output>
    </>
  );
}

describe('Textarea', () => {
  it('has no axe violations with hint, error, counter, required and disabled', async () => {
    const { container } = render(
      <form>
        <Textarea label="Description" name="description" hint="Shown to the planner" required />
        <Textarea label="Reason" name="reason" error="A reason is required" maxLength={200} />
        <Textarea label="Notes" name="notes" defaultValue="Approved" disabled />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('labels the textarea, describes it with the hint and passes rows and name', () => {
    render(<Textarea label="Description" name="description" hint="Shown to the planner" required rows={6} />);
    const textarea = screen.getByRole('textbox', { name: /Description/ });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'description');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription('Shown to the planner');
  });

  it('marks it invalid and describes it with the error', () => {
    render(
      <Textarea label="Reason" name="reason" hint="Visible to the client" error="A reason is required" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Visible to the client A reason is required');
  });

  it('reports each change, multi-line, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ControlledReason />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.keyboard('Line one{Enter}Line two');
    expect(screen.getByRole('status')).toHaveTextContent('Line one Line two');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Line one\nLine two');
  });

  it('counts characters live, controlled, and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<ControlledReason maxLength={12} />);
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(screen.getByText('0 / 12')).toBeInTheDocument();
    await user.type(textarea, 'Too dark');
    expect(screen.getByText('8 / 12')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('8 of 12 characters used');
    await user.type(textarea, ' at night');
    expect(textarea).toHaveValue('Too dark at ');
    expect(screen.getByText('12 / 12').parentElement).toHaveAttribute('data-at-limit');
  });

  it('counts uncontrolled from the default value', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(
      <Textarea
        label="Notes"
        name="notes"
        defaultValue="Hello"
        maxLength={100}
        onValueChange={handleValueChange}
      />,
    );
    expect(screen.getByText('5 / 100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '!');
    expect(screen.getByText('6 / 100')).toBeInTheDocument();
    expect(handleValueChange).toHaveBeenLastCalledWith('Hello!');
  });

  it('cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Notes" name="notes" defaultValue="Approved" disabled />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toBeDisabled();
    await user.type(textarea, 'x');
    expect(textarea).toHaveValue('Approved');
  });
});
