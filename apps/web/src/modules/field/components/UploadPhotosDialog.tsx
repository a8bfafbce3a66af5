import {
  errorMessage,
  fieldErrors,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MAX_FILES,
  type SiteImage,
  uploadSiteImages,
} from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { DatePicker } from '@ooh/ui/date-picker';
import { Dialog } from '@ooh/ui/dialog';
import { FileUpload } from '@ooh/ui/file-upload';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { formatDate } from '../../briefs/format.ts';
import { useRequest } from '../../visual-representation/hooks/use-request.ts';
import { countOf, progressByFile, todayIso } from '../field-format.ts';
import { FlagBadges } from './FlagBadges.tsx';

/** What the photo field accepts: the types the server takes (it checks the content again). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'];

export type UploadPhotosTarget = {
  planId: number;
  site: { site_id: number; site_code: string; site_name: string };
};

export type UploadPhotosDialogProps = {
  /** The site the photos are of; the dialog is open while there is one. */
  target: UploadPhotosTarget | null;
  onClose: () => void;
  /** The photos as the server stored them (with their flags), once uploaded. */
  onUploaded: (images: SiteImage[], message: string) => void;
};

/**
 * Proof photos of one campaign site (`upload-site-images`): several files at once, the day they document (today
 * unless changed), progress per file while they are sent. Once stored, the dialog lists each photo with what the
 * server's checks found, in words ("Taken 240 m from the site"): flags never block, an admin reads them.
 */
export function UploadPhotosDialog({ target, onClose, onUploaded }: UploadPhotosDialogProps) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="md">
        {target ? <UploadPhotosForm target={target} onClose={onClose} onUploaded={onUploaded} /> : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

type Uploaded = { images: SiteImage[]; names: string[]; message: string };

function UploadPhotosForm({
  target,
  onClose,
  onUploaded,
}: {
  target: UploadPhotosTarget;
  onClose: () => void;
  onUploaded: (images: SiteImage[], message: string) => void;
}) {
  const client = useApiClient();
  const [files, setFiles] = useState<File[]>([]);
  const [date, setDate] = useState<string | null>(() => todayIso());
  const [sent, setSent] = useState<number | null>(null);
  const [missing, setMissing] = useState<{ files?: string; date?: string }>({});
  const request = useRequest(async (input: { files: File[]; date: string }, signal): Promise<Uploaded> => {
    const body = new FormData();
    body.append('plan_id', String(target.planId));
    body.append('site_id', String(target.site.site_id));
    body.append('image_date', input.date);
    for (const file of input.files) body.append('files', file, file.name);
    setSent(0);
    try {
      const answer = await client.upload(uploadSiteImages, { body, signal, onProgress: setSent });
      onUploaded(answer.images, answer.message);
      return { images: answer.images, names: input.files.map((file) => file.name), message: answer.message };
    } finally {
      setSent(null);
    }
  });
  const busy = request.status === 'loading';
  const siteName = `${target.site.site_code} · ${target.site.site_name}`;

  if (request.status === 'succeeded' && request.data)
    return <UploadResult uploaded={request.data} siteName={siteName} onClose={onClose} />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = {
      ...(files.length === 0 ? { files: 'Choose at least one photo.' } : {}),
      ...(date === null ? { date: 'Choose the day the photos show.' } : {}),
    };
    setMissing(problems);
    if (date !== null && files.length > 0) request.start({ files, date });
  };

  const failure = request.status === 'failed' ? request.error : null;
  const fileError = failure ? fieldErrors(failure).files : undefined;
  const dateError = failure ? fieldErrors(failure).image_date : undefined;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack space="md">
        <Dialog.Title>Upload photos</Dialog.Title>
        <Dialog.Description>
          {`Proof photos of ${siteName}. An admin approves them; the server checks where and when each was taken and whether it was sent before.`}
        </Dialog.Description>
        <FileUpload
          label="Photos"
          accept={PHOTO_TYPES}
          maxSizeBytes={SITE_IMAGE_MAX_BYTES}
          maxFiles={SITE_IMAGE_MAX_FILES}
          multiple
          required
          files={files}
          onFilesChange={(chosen) => {
            setFiles(chosen);
            setMissing((current) => ({ ...current, files: undefined }));
          }}
          disabled={busy}
          error={missing.files ?? fileError}
          {...(sent !== null ? { progress: progressByFile(files, sent) } : {})}
        />
        <DatePicker
          label="Day the photos show"
          hint="The day of the visit; today unless the photos were taken earlier."
          value={date}
          max={todayIso()}
          onValueChange={(value) => {
            setDate(value);
            setMissing((current) => ({ ...current, date: undefined }));
          }}
          required
          disabled={busy}
          error={missing.date ?? dateError}
        />
        {failure && !fileError && !dateError ? (
          <Box role="alert">
            <Text size="sm" tone="critical">
              {errorMessage(failure, uploadSiteImages)}
            </Text>
          </Box>
        ) : null}
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {files.length > 1 ? `Upload ${files.length} photos` : 'Upload photo'}
          </Button>
        </Dialog.Footer>
      </Stack>
    </form>
  );
}

/** After the upload: each stored photo by its number and file name, with the checks' findings in words. */
function UploadResult({
  uploaded,
  siteName,
  onClose,
}: {
  uploaded: Uploaded;
  siteName: string;
  onClose: () => void;
}) {
  const { images, names } = uploaded;
  const flagged = images.filter(
    (image) => image.flags.far || image.flags.early || image.flags.duplicate,
  ).length;
  return (
    <Stack space="md">
      <Dialog.Title>{`${countOf(images.length, 'photo')} uploaded`}</Dialog.Title>
      <Dialog.Description>
        {`${siteName}. ${uploaded.message.replace(/\.$/, '')}.${flagged > 0 ? ` ${countOf(flagged, 'photo')} flagged: the admin sees why.` : ''}`}
      </Dialog.Description>
      <Stack as="ul" space="sm" aria-label="Uploaded photos">
        {images.map((image, index) => (
          <Stack key={image.id} space="xxs">
            <Text weight="semibold">
              {`Photo #${image.id}`}
              {names[index] ? ` · ${names[index]}` : ''}
            </Text>
            <Text size="sm" tone="secondary">
              {`Shows ${formatDate(image.image_date)}`}
            </Text>
            {image.flags.far || image.flags.early || image.flags.duplicate ? (
              <FlagBadges image={image} />
            ) : (
              <StatusBadge tone="positive" label="No flags" />
            )}
          </Stack>
        ))}
      </Stack>
      <Dialog.Footer>
        <Button onClick={onClose}>Done</Button>
      </Dialog.Footer>
    </Stack>
  );
}
