import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { TextField } from './text-field';

function ControlledEmail() {
  const [email, setEmail] = useState('');
  return (
    <>
      <TextField label="Email" name="email" type="email" value={email} onValueChange={setEmail} />
      <output>{email}</output>
    </>
  );
}

function ControlledName() {
  const [name, setName] = useState('');
  return (
    <TextField
      label="Campaign name"
      name="campaign_name"
      value={name}
      onValueChange={setName}
      maxLength={10}
    />
  );
}

describe('TextField', () => {
  it('has no axe violations with hint, error, required and disabled fields', async () => {
    const { container } = render(
      <form>
        <TextField label="Client name" name="client" hint="As on the contract" required />
        <TextField label="Email" name="email" type="email" error="Enter a valid email address" />
        <TextField label="Region" name="region" disabled defaultValue="Lagos" />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('labels the input and describes it with the hint', () => {
    render(<TextField label="Client name" name="client" hint="As on the contract" required />);
    const input = screen.getByRole('textbox', { name: /Client name/ });
    expect(input).toHaveAttribute('name', 'client');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('As on the contract');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error (and the hint)', () => {
    render(<TextField label="Email" name="email" hint="Work address" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter a valid email address');
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports every keystroke through onValueChange', async () => {
    const user = userEvent.setup();
    render(<ControlledEmail />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('kam@demo.local');
    expect(screen.getByRole('status')).toHaveTextContent('kam@demo.local');
  });

  it('works uncontrolled with a default value', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(
      <TextField
        label="Search"
        name="q"
        type="search"
        defaultValue="bill"
        onValueChange={handleValueChange}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'board');
    expect(input).toHaveValue('billboard');
    expect(handleValueChange).toHaveBeenLastCalledWith('billboard');
  });

  it('cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Region" name="region" disabled defaultValue="Lagos" />);
    const input = screen.getByRole('textbox', { name: 'Region' });
    expect(input).toBeDisabled();
    await user.type(input, 'x');
    expect(input).toHaveValue('Lagos');
  });

  it('shows the one counter rule of limited fields: "n / max" live, described in words, at the limit in danger', async () => {
    const user = userEvent.setup();
    const { container } = render(<ControlledName />);
    const input = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await user.type(input, 'Winter');
    expect(screen.getByText('6 / 10')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('6 of 10 characters used');
    await user.type(input, ' warmth');
    expect(input).toHaveValue('Winter war');
    expect(screen.getByText('10 / 10').parentElement).toHaveAttribute('data-at-limit');
    await expectNoAxeViolations(container);
  });

  it('has no counter without a limit', () => {
    render(<TextField label="Client name" name="client_name" />);
    expect(screen.queryByText(/ \/ /)).not.toBeInTheDocument();
  });
});
