import { type Brief, INPUT_BOUNDS } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Column, Columns } from '@ooh/ui/columns';
import { DatePicker } from '@ooh/ui/date-picker';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { NumberInput } from '@ooh/ui/number-input';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { Textarea } from '@ooh/ui/textarea';
import type { ApiForm } from '../../kit/form/use-api-form.ts';
import type { BriefFileValues } from '../brief-form-values.ts';
import { ClientCombobox } from './ClientCombobox.tsx';
import { FieldSlot } from './FieldSlot.tsx';

/** The largest budget the contract takes (amounts are below a trillion; docs/domain.md "Input bounds"). */
const BUDGET_MAX = INPUT_BOUNDS.moneyBelow - 1;

/** Budgets are in Pakistani rupees, whole. */
export const PKR: Intl.NumberFormatOptions = { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 };

/** What both brief forms ask for: the file brief's fields are a subset of the form brief's. */
type CommonValues = Omit<BriefFileValues, 'file'>;
type CommonFieldsProps = {
  form: Pick<ApiForm<CommonValues>, 'values' | 'errors' | 'change' | 'blur'>;
  readOnly: boolean;
};

/** Client and campaign name. */
export function ClientAndCampaignFields({ form, readOnly }: CommonFieldsProps) {
  const { values, errors } = form;
  return (
    <Stack space="lg">
      <FieldSlot name="client_id" onLeave={form.blur}>
        <ClientCombobox
          clientId={values.client_id}
          clientName={values.client_name}
          onClientChange={({ id, name }) => form.change({ client_id: id, client_name: name })}
          error={errors.client_id}
          disabled={readOnly}
        />
      </FieldSlot>
      <FieldSlot name="campaign_name" onLeave={form.blur}>
        <TextField
          label="Campaign name"
          name="campaign_name"
          maxLength={200}
          value={values.campaign_name}
          onValueChange={(campaign_name) => form.change({ campaign_name })}
          error={errors.campaign_name}
          required
          disabled={readOnly}
        />
      </FieldSlot>
    </Stack>
  );
}

/** Start and end dates side by side, then the budget. */
export function DatesAndBudgetFields({ form, readOnly }: CommonFieldsProps) {
  const { values, errors } = form;
  return (
    <Stack space="lg">
      <Columns space="lg" collapseBelow="tablet">
        <Column>
          <FieldSlot name="start_date" onLeave={form.blur}>
            <DatePicker
              label="Start date"
              value={values.start_date}
              onValueChange={(start_date) => form.change({ start_date })}
              onTextError={(start_date_text_error) => form.change({ start_date_text_error })}
              error={errors.start_date}
              required
              disabled={readOnly}
            />
          </FieldSlot>
        </Column>
        <Column>
          <FieldSlot name="end_date" onLeave={form.blur}>
            <DatePicker
              label="End date"
              value={values.end_date}
              onValueChange={(end_date) => form.change({ end_date })}
              onTextError={(end_date_text_error) => form.change({ end_date_text_error })}
              error={errors.end_date}
              required
              disabled={readOnly}
            />
          </FieldSlot>
        </Column>
      </Columns>
      <FieldSlot name="budget" onLeave={form.blur}>
        <NumberInput
          label="Budget"
          name="budget"
          value={values.budget}
          onValueChange={(budget) => form.change({ budget })}
          onTextError={(budget_text_error) => form.change({ budget_text_error })}
          min={0}
          max={BUDGET_MAX}
          formatOptions={PKR}
          step={10000}
          hint="In Pakistani rupees"
          error={errors.budget}
          required
          disabled={readOnly}
        />
      </FieldSlot>
    </Stack>
  );
}

export function NotesField({ form, readOnly }: CommonFieldsProps) {
  return (
    <FieldSlot name="notes" onLeave={form.blur}>
      <Textarea
        label="Notes"
        name="notes"
        value={form.values.notes}
        onValueChange={(notes) => form.change({ notes })}
        error={form.errors.notes}
        rows={4}
        maxLength={5000}
        hint="Anything the planners and designers should know"
        disabled={readOnly}
      />
    </FieldSlot>
  );
}

export type BriefFormActionsProps = {
  brief: Brief | undefined;
  readOnly: boolean;
  resubmits: boolean;
  busy: boolean;
};

/** Save (its words say what saving does) and the way back. */
export function BriefFormActions({ brief, readOnly, resubmits, busy }: BriefFormActionsProps) {
  return (
    <Inline space="md" alignY="center">
      {readOnly ? null : (
        <Button type="submit" loading={busy}>
          {brief ? (resubmits ? 'Save and resubmit' : 'Save changes') : 'Create brief'}
        </Button>
      )}
      <Link href="/brief">{readOnly ? 'Back to briefs' : 'Cancel'}</Link>
    </Inline>
  );
}
