import { type CompetitorSite, errorMessage, fieldErrors, uploadCompetitorSitePhoto } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { type ChangeEvent, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** Why a photo will not do, before it is sent (the server checks its content again), or null. */
export function sightingPhotoRefusal(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return 'The photo file is empty';
  if (!PHOTO_TYPES.includes(file.type)) return 'The photo must be a JPEG, PNG or WebP image';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo can be at most 15 MB';
  return null;
}

export type SightingPhotoUploadProps = {
  sightingId: number;
  /** Names the sighting in the button's words ("Upload photo for LHE-BB-0001"). */
  name: string;
  hasPhoto: boolean;
  onUploaded: (site: CompetitorSite) => void;
};

/** Upload or replace a saved sighting's photo (`uploadCompetitorSitePhoto`): checked first, then sent. */
export function SightingPhotoUpload({ sightingId, name, hasPhoto, onUploaded }: SightingPhotoUploadProps) {
  const api = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = sightingPhotoRefusal(file);
    setError(refused);
    if (refused) return;
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const answer = await api.upload(uploadCompetitorSitePhoto, { params: { id: sightingId }, body });
      onUploaded(answer.site);
    } catch (failure) {
      setError(fieldErrors(failure).file ?? errorMessage(failure, uploadCompetitorSitePhoto.errorMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack space="xs">
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleFile}
        data-testid={`sighting-photo-input-${sightingId}`}
      />
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        onClick={() => input.current?.click()}
        aria-label={`${hasPhoto ? 'Replace photo' : 'Upload photo'} for ${name}`}
      >
        {hasPhoto ? 'Replace photo' : 'Upload photo'}
      </Button>
      {error ? (
        <Text size="sm" tone="critical" as="div">
          <span role="alert">{error}</span>
        </Text>
      ) : null}
    </Stack>
  );
}
