import {
  COMPETITOR_LOGO_MAX_BYTES,
  COMPETITOR_MESSAGES,
  type CompetitorListItem,
  createCompetitor,
  errorMessage,
  fieldErrors,
  updateCompetitor,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { FileUpload } from '@ooh/ui/file-upload';
import { Inline } from '@ooh/ui/inline';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';

/** What a logo may be (the contract's rule; the server checks the content again). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type CompetitorFormDialogProps = {
  /** The competitor being edited; adding when left out. */
  competitor?: CompetitorListItem;
  onClose: () => void;
  onSaved: (answer: { message: string; competitor: CompetitorListItem }) => void;
};

/** The checks the server makes too, so a missing name or a wrong logo shows before anything is sent. */
export function competitorFormErrors(name: string, logo: File | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!name.trim()) errors.competitor_name = COMPETITOR_MESSAGES.name;
  else if (name.trim().length > 120) errors.competitor_name = 'The name can be at most 120 characters';
  if (logo) {
    if (logo.size === 0) errors.file = COMPETITOR_MESSAGES.logoEmpty;
    else if (!LOGO_TYPES.includes(logo.type)) errors.file = COMPETITOR_MESSAGES.logoType;
    else if (logo.size > COMPETITOR_LOGO_MAX_BYTES) errors.file = COMPETITOR_MESSAGES.logoTooLarge;
  }
  return errors;
}

/**
 * Add a competitor or edit one (name, and a logo: an image, previewed once chosen), in a dialog. The upload checks
 * type and size before sending; the server's refusal of the name (409, taken) or of the logo (400, its content)
 * lands on its field (docs/domain.md "Competitor screens").
 */
export function CompetitorFormDialog({ competitor, onClose, onSaved }: CompetitorFormDialogProps) {
  const api = useApiClient();
  const [name, setName] = useState(competitor?.competitor_name ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const endpoint = competitor ? updateCompetitor : createCompetitor;
  const title = competitor ? `Edit ${competitor.competitor_name}` : 'Add competitor';
  const logo = files[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = competitorFormErrors(name, logo);
    setErrors(local);
    setFailure(undefined);
    if (Object.keys(local).length > 0) return;
    const body = new FormData();
    body.append('competitor_name', name.trim());
    if (logo) body.append('file', logo, logo.name);
    setBusy(true);
    try {
      const onProgress = (fraction: number) => setSent(Math.round(fraction * 100));
      const answer = competitor
        ? await api.upload(updateCompetitor, { params: { id: competitor.id }, body, onProgress })
        : await api.upload(createCompetitor, { body, onProgress });
      onSaved(answer);
    } catch (error) {
      const byField = fieldErrors(error);
      const shown = {
        ...(byField.competitor_name ? { competitor_name: byField.competitor_name } : {}),
        ...(byField.file ? { file: byField.file } : {}),
      };
      setErrors(shown);
      // A refusal already on its field needs no alert of its own.
      if (Object.keys(shown).length === 0) setFailure(errorMessage(error, endpoint.errorMessage));
    } finally {
      setBusy(false);
      setSent(null);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!busy}>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack space="md">
            {failure ? (
              <Callout tone="critical" role="alert">
                {failure}
              </Callout>
            ) : null}
            <TextField
              label="Competitor name"
              name="competitor_name"
              value={name}
              onValueChange={setName}
              error={errors.competitor_name}
              required
              maxLength={120}
            />
            <FileUpload
              label="Logo"
              accept={LOGO_TYPES}
              maxSizeBytes={COMPETITOR_LOGO_MAX_BYTES}
              files={files}
              onFilesChange={(chosen) => {
                setFiles(chosen);
                setErrors(({ file: _file, ...rest }) => rest);
              }}
              error={errors.file}
              hint={
                competitor?.logo_url
                  ? 'Choose a file only to replace the current logo.'
                  : 'Optional: shown beside the name in every list.'
              }
              disabled={busy}
              {...(sent !== null && logo ? { progress: { [logo.name]: sent } } : {})}
            />
            <Inline space="sm" align="right">
              <Dialog.CloseTrigger disabled={busy}>Cancel</Dialog.CloseTrigger>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : competitor ? 'Save' : 'Add competitor'}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
