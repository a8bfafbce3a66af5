import { Field } from '@ark-ui/react/field';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { FormField, useFormFieldControl } from './form-field';
import { control } from './form-field.css';

/** Any Ark field control works inside a FormField; here a plain textarea styled as a control. */
function ReasonControl() {
  return <Field.Textarea {...useFormFieldControl()} name="reason" rows={3} className={control()} />;
}

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Reason', children: <ReasonControl /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="hint + required" layout="stack">
        <FormField label="Reason" hint="Shown to the planner" required>
          <ReasonControl />
        </FormField>
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <FormField label="Reason" error="A reason is required">
          <ReasonControl />
        </FormField>
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <FormField label="Reason" disabled>
          <ReasonControl />
        </FormField>
      </MatrixRow>
    </Matrix>
  ),
};

export const Invalid: Story = {
  args: { hint: 'Shown to the planner', error: 'A reason is required', required: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('textbox', { name: /Reason/ });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Shown to the planner A reason is required');
  },
};
