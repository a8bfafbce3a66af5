import {
  errorMessage,
  fieldErrors,
  PAY_ORDER_FILE_MAX_BYTES,
  PAY_ORDER_FILE_TYPES,
  PAY_ORDER_MESSAGES,
  type PayOrderItem,
  recordPayOrder,
} from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';

/** The record dialog's fields as typed. */
export interface PayOrderValues {
  po_number: string;
  amount: number | null;
  po_date: string | null;
  file: File | null;
}

export type PayOrderField = keyof PayOrderValues;
export type PayOrderErrors = Partial<Record<PayOrderField, string>>;

/** docs/domain.md "Pay order": the client's document is a PDF, a JPEG or a PNG of at most 10 MB. */
export const PAY_ORDER_FILE_ACCEPT: string[] = [
  ...Object.keys(PAY_ORDER_FILE_TYPES),
  ...Object.values(PAY_ORDER_FILE_TYPES),
  '.jpeg',
];
export { PAY_ORDER_FILE_MAX_BYTES };

const PO_NUMBER_MAX = 60;

/** What the form checks before sending (the server checks it all again, the document by its content). */
export function validatePayOrder(values: PayOrderValues): PayOrderErrors {
  const errors: PayOrderErrors = {};
  const number = values.po_number.trim();
  if (number === '') errors.po_number = PAY_ORDER_MESSAGES.poNumber;
  else if (number.length > PO_NUMBER_MAX) errors.po_number = `At most ${PO_NUMBER_MAX} characters`;
  if (values.amount === null || !Number.isFinite(values.amount) || values.amount <= 0)
    errors.amount = PAY_ORDER_MESSAGES.amount;
  if (!values.po_date) errors.po_date = PAY_ORDER_MESSAGES.poDate;
  if (!values.file) errors.file = PAY_ORDER_MESSAGES.file;
  return errors;
}

const FIELDS: readonly PayOrderField[] = ['po_number', 'amount', 'po_date', 'file'];

export interface RecordPayOrderView {
  saving: boolean;
  /** Percent of the document sent while saving. */
  sent: number | null;
  errors: PayOrderErrors;
  /** A failure that is no field's (409: a pay order is already pending): the server's words or the fallback. */
  error: string | undefined;
  record: (values: PayOrderValues) => void;
}

/** Records a pay order against a brief's accepted plan (`recordPayOrder`, multipart with upload progress). */
export function useRecordPayOrder(
  briefId: number,
  onRecorded: (payOrder: PayOrderItem, message: string) => void,
): RecordPayOrderView {
  const client = useApiClient();
  const latest = useRef(onRecorded);
  latest.current = onRecorded;
  const [sent, setSent] = useState<number | null>(null);
  const [localErrors, setLocalErrors] = useState<PayOrderErrors>({});
  const logic = useMemo(
    () =>
      createRequestStateMachine(async (values: PayOrderValues, signal) => {
        const body = new FormData();
        body.append('po_number', values.po_number.trim());
        body.append('amount', String(values.amount));
        body.append('po_date', values.po_date ?? '');
        if (values.file) body.append('file', values.file, values.file.name);
        setSent(0);
        try {
          const answer = await client.upload(recordPayOrder, {
            params: { id: briefId },
            body,
            onProgress: (fraction) => setSent(Math.round(fraction * 100)),
            signal,
          });
          latest.current(answer.pay_order, answer.message);
          return answer;
        } finally {
          setSent(null);
        }
      }),
    [client, briefId],
  );
  const [snapshot, send] = useMachine(logic, { input: {}, ...inspectOptions() });

  const failed = snapshot.value === 'failed';
  const serverErrors = failed ? fieldErrors(snapshot.context.error) : {};
  const known: PayOrderErrors = {};
  for (const field of FIELDS) if (serverErrors[field]) known[field] = serverErrors[field];
  const hasFieldError = Object.keys(known).length > 0;
  return {
    saving: snapshot.value === 'loading',
    sent,
    errors: { ...known, ...localErrors },
    error:
      failed && !hasFieldError
        ? errorMessage(snapshot.context.error, recordPayOrder.errorMessage)
        : undefined,
    record: (values) => {
      const errors = validatePayOrder(values);
      setLocalErrors(errors);
      if (Object.keys(errors).length === 0) send({ type: 'request.start', input: values });
    },
  };
}
