import { Field } from '@ark-ui/react/field';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { visuallyHidden } from '../css/helpers.css';
import * as Dialog from '../dialog/dialog';
import { FormField, useFormFieldControl } from '../form-field/form-field';
import * as styles from './confirm-dialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Reject brief 42?' */
  title: string;
  /** What happens on confirming, e.g. 'The planner is told and the brief leaves the New list.' */
  description?: string;
  /** The action, e.g. 'Reject brief'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (reject, delete): a red confirm button. */
  tone?: 'default' | 'danger';
  /** Asks for a reason; confirming is refused, with a message, until one is typed. */
  requireReason?: { label: string; hint?: string };
  /** The action is in flight: confirm shows a spinner, nothing can close the dialog. */
  busy?: boolean;
  /** Why the last attempt failed (e.g. the server's message); confirming again retries. */
  error?: string;
  /** Called with the trimmed reason when one is required. */
  onConfirm: (reason?: string) => void;
};

const reasonRequiredMessage = 'Enter a reason to continue.';

/**
 * Asks before an action that matters (reject, delete, accept). Built for the action machine's states:
 * `confirming` (open), `submitting` (busy), `failed` (error, confirm retries), done (closed by the caller).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  requireReason,
  busy = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      dismissible={!busy}
      // An alertdialog focuses Cancel, the safe choice; when a reason is asked, its field comes first.
      initialFocusEl={requireReason ? () => reasonRef.current : undefined}
    >
      <Dialog.Content size="sm">
        <ConfirmForm
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          tone={tone}
          requireReason={requireReason}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          reasonRef={reasonRef}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

type ConfirmFormProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
  reasonRef: RefObject<HTMLTextAreaElement | null>;
};

/** Mounted while the dialog is open, so the reason starts empty each time. */
function ConfirmForm({
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone,
  requireReason,
  busy = false,
  error,
  onConfirm,
  reasonRef,
}: ConfirmFormProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusBackAfterBusy(busy, formRef);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!requireReason) {
      onConfirm();
      return;
    }
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(reasonRequiredMessage);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(trimmed);
  };

  const handleReasonChange = (value: string) => {
    setReason(value);
    if (reasonError && value.trim()) setReasonError(undefined);
  };

  return (
    <form ref={formRef} className={styles.form()} onSubmit={handleSubmit} noValidate>
      <Dialog.Title>{title}</Dialog.Title>
      {description ? <Dialog.Description>{description}</Dialog.Description> : null}
      {requireReason ? (
        <FormField label={requireReason.label} hint={requireReason.hint} error={reasonError} required>
          <ReasonInput
            value={reason}
            onValueChange={handleReasonChange}
            readOnly={busy}
            inputRef={reasonRef}
          />
        </FormField>
      ) : null}
      {error ? <ErrorMessage message={error} /> : null}
      <span role="status" className={visuallyHidden}>
        {busy ? 'Working on it…' : ''}
      </span>
      <Dialog.Footer>
        <Dialog.CloseTrigger disabled={busy}>{cancelLabel}</Dialog.CloseTrigger>
        <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/**
 * The confirm button is disabled while busy, which drops the focus to the page. When the attempt fails and the
 * dialog stays open, the focus goes back to it, so Enter retries.
 */
function useFocusBackAfterBusy(busy: boolean, formRef: RefObject<HTMLFormElement | null>) {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const form = formRef.current;
    if (wasBusy.current && !busy && form && !form.contains(document.activeElement)) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
    wasBusy.current = busy;
  }, [busy, formRef]);
}

function ReasonInput({
  value,
  onValueChange,
  readOnly,
  inputRef,
}: {
  value: string;
  onValueChange: (value: string) => void;
  readOnly: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
    <Field.Textarea
      {...useFormFieldControl()}
      ref={inputRef}
      className={styles.reason()}
      name="reason"
      rows={3}
      value={value}
      readOnly={readOnly}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}

function ErrorMessage({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.error()}>
      <svg
        className={styles.errorIcon()}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v5M12 16h.01" />
      </svg>
      <span>{message}</span>
    </div>
  );
}
