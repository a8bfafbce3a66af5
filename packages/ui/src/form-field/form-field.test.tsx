import { Field } from '@ark-ui/react/field';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { FormField, useFormFieldControl } from './form-field';

function Control() {
  return <Field.Textarea {...useFormFieldControl()} name="reason" />;
}

describe('FormField', () => {
  it('has no axe violations around any Ark field control', async () => {
    const { container } = render(
      <FormField label="Reason" hint="Shown to the planner" error="A reason is required" required>
        <Control />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });

  it('wires label, hint, error, required and invalid to the control', () => {
    render(
      <FormField label="Reason" hint="Shown to the planner" error="A reason is required" required>
        <Control />
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: /Reason/ });
    expect(control).toBeRequired();
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Shown to the planner A reason is required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('disables the control', () => {
    render(
      <FormField label="Reason" disabled>
        <Control />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Reason' })).not.toHaveAccessibleDescription();
  });
});
