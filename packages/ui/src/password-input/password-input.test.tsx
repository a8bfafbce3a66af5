import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { PasswordInput } from './password-input';

function passwordField(): HTMLInputElement {
  // A password input has no ARIA role; find it by its label.
  return screen.getByLabelText(/^Password/) as HTMLInputElement;
}

describe('PasswordInput', () => {
  it('has no axe violations, hidden and with an error', async () => {
    const { container } = render(
      <form>
        <PasswordInput label="Password" name="password" required />
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          error="Too short"
        />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a labelled password input with the autocomplete hint', () => {
    render(<PasswordInput label="Password" name="password" required />);
    const input = passwordField();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('name', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toBeRequired();
  });

  it('toggles visibility with the pointer, keeping focus in the input', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" name="password" defaultValue="secret" />);
    await user.click(passwordField());
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('toggles visibility from the keyboard', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<PasswordInput label="Password" name="password" onValueChange={handleValueChange} />);
    await user.tab();
    expect(passwordField()).toHaveFocus();
    await user.keyboard('hunter2');
    expect(handleValueChange).toHaveBeenLastCalledWith('hunter2');

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('shows the error and marks the input invalid', () => {
    render(<PasswordInput label="Password" name="password" error="Wrong email or password" />);
    const input = passwordField();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong email or password');
  });
});
