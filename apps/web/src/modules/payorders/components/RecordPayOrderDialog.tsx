import type { AwaitingPayOrderItem, PayOrderItem } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { DatePicker } from '@ooh/ui/date-picker';
import { DescriptionList } from '@ooh/ui/description-list';
import { Dialog } from '@ooh/ui/dialog';
import { FileUpload } from '@ooh/ui/file-upload';
import { NumberInput } from '@ooh/ui/number-input';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useState } from 'react';
import {
  PAY_ORDER_FILE_ACCEPT,
  PAY_ORDER_FILE_MAX_BYTES,
  type PayOrderValues,
  useRecordPayOrder,
} from '../hooks/use-record-pay-order.ts';
import { differenceOf, differenceText, formatAmount } from '../money.ts';

export type RecordPayOrderDialogProps = {
  /** The brief to record the client's pay order for; the dialog is open while there is one. */
  brief: AwaitingPayOrderItem | null;
  onClose: () => void;
  onRecorded: (payOrder: PayOrderItem, message: string) => void;
};

/** The PO number, amount, date and document of the client's pay order, against the brief's accepted plan. */
export function RecordPayOrderDialog({ brief, onClose, onRecorded }: RecordPayOrderDialogProps) {
  return (
    <Dialog.Root open={brief !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="md">
        {brief ? <RecordPayOrderForm brief={brief} onClose={onClose} onRecorded={onRecorded} /> : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Today in the viewer's calendar, ISO: the usual date of a pay order being recorded. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Mounted while the dialog is open, so the fields and the last error start empty each time. */
function RecordPayOrderForm({
  brief,
  onClose,
  onRecorded,
}: {
  brief: AwaitingPayOrderItem;
  onClose: () => void;
  onRecorded: (payOrder: PayOrderItem, message: string) => void;
}) {
  const [values, setValues] = useState<PayOrderValues>({
    po_number: '',
    amount: null,
    po_date: today(),
    file: null,
  });
  const saving = useRecordPayOrder(brief.brief_id, onRecorded);
  const change = (next: Partial<PayOrderValues>) => setValues((current) => ({ ...current, ...next }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving.saving) saving.record(values);
  };

  const difference = values.amount === null ? null : differenceOf(values.amount, brief.plan_total);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Record pay order">
      <Stack space="md">
        <Dialog.Title>Record pay order</Dialog.Title>
        <Dialog.Description>
          {`For brief ${brief.brief_number} · ${brief.campaign_name} (${brief.client_name}), against its accepted plan ${brief.plan_name}.`}
        </Dialog.Description>
        <TextField
          label="PO number"
          name="po_number"
          maxLength={60}
          required
          value={values.po_number}
          onValueChange={(po_number) => change({ po_number })}
          error={saving.errors.po_number}
          disabled={saving.saving}
          autoComplete="off"
        />
        <NumberInput
          label="Amount (PKR)"
          name="amount"
          required
          min={0}
          step={1}
          formatOptions={{ maximumFractionDigits: 2 }}
          value={values.amount}
          onValueChange={(amount) => change({ amount })}
          error={saving.errors.amount}
          disabled={saving.saving}
        />
        <Box role="status">
          <DescriptionList
            columns={[1, 2]}
            items={[
              { term: "Plan's total", description: formatAmount(brief.plan_total) },
              {
                term: 'Difference',
                description: difference === null ? 'Enter the amount to compare' : differenceText(difference),
              },
            ]}
          />
        </Box>
        <DatePicker
          label="PO date"
          required
          value={values.po_date}
          onValueChange={(po_date) => change({ po_date })}
          error={saving.errors.po_date}
          disabled={saving.saving}
        />
        <FileUpload
          label="Pay order document"
          accept={PAY_ORDER_FILE_ACCEPT}
          maxSizeBytes={PAY_ORDER_FILE_MAX_BYTES}
          files={values.file ? [values.file] : []}
          onFilesChange={(files) => change({ file: files[0] ?? null })}
          progress={values.file && saving.sent !== null ? { [values.file.name]: saving.sent } : undefined}
          error={saving.errors.file}
          required
          disabled={saving.saving}
        />
        {saving.error ? (
          <Box role="alert">
            <Text size="sm" tone="critical">
              {saving.error}
            </Text>
          </Box>
        ) : null}
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose} disabled={saving.saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.saving}>
            Record pay order
          </Button>
        </Dialog.Footer>
      </Stack>
    </form>
  );
}
