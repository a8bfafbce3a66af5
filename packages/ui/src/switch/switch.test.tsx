import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Switch } from './switch';

function ControlledSwitch() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch label="Email notifications" checked={on} onCheckedChange={setOn} />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('has no axe violations on, off, with a hint and disabled', async () => {
    const { container } = render(
      <div>
        <Switch label="Email notifications" defaultChecked hint="Sent to kam@demo.local" />
        <Switch label="Push notifications" />
        <Switch label="SMS notifications" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a labelled switch described by its hint', () => {
    render(<Switch label="Email notifications" name="email" hint="Sent to kam@demo.local" />);
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    expect(control).toHaveAttribute('name', 'email');
    expect(control).toHaveAccessibleDescription('Sent to kam@demo.local');
    expect(control).not.toBeChecked();
  });

  it('toggles with Space and with a click', async () => {
    const user = userEvent.setup();
    render(<ControlledSwitch />);
    const control = screen.getByRole('switch', { name: 'Email notifications' });

    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('on');

    await user.click(screen.getByText('Email notifications'));
    expect(control).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const handleCheckedChange = vi.fn();
    render(<Switch label="SMS notifications" disabled onCheckedChange={handleCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'SMS notifications' });
    expect(control).toBeDisabled();
    await user.click(screen.getByText('SMS notifications'));
    expect(control).not.toBeChecked();
    expect(handleCheckedChange).not.toHaveBeenCalled();
  });
});
