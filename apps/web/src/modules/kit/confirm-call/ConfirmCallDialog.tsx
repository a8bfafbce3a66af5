import { type ApiClient, errorMessage } from '@ooh/api';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';

export type ConfirmCallDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  /** The call the confirmation makes; its answer's message is what `onDone` gets. */
  call: (api: ApiClient) => Promise<{ message: string }>;
  /** Shown when a refusal carries no message of its own (the entry's `errorMessage`). */
  fallback: string;
  onClose: () => void;
  onDone: (message: string) => void;
};

/**
 * A destructive call after a confirmation (deleting a client, a competitor, a campaign): busy while it runs, and a
 * refusal (the server's words, else `fallback`) stays in the dialog so the user can read it and cancel.
 */
export function ConfirmCallDialog({
  title,
  description,
  confirmLabel,
  call,
  fallback,
  onClose,
  onDone,
}: ConfirmCallDialogProps) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={async () => {
        setBusy(true);
        setError(undefined);
        try {
          onDone((await call(api)).message);
        } catch (failure) {
          setError(errorMessage(failure, fallback));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
