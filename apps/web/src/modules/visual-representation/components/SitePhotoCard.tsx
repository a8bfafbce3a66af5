import type { PlanSiteRow, VisualRepPhoto } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Inline } from '@ooh/ui/inline';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { type ChangeEvent, useRef } from 'react';
import { useSeen } from '../../kit/media/use-seen.ts';
import { usePhoto } from '../hooks/use-photo.ts';
import { usePhotoUpload } from '../hooks/use-photo-upload.ts';
import { PHOTO_ACCEPT } from '../visual-rep.ts';
import * as styles from './visual-rep.css.ts';

export type SitePhotoCardProps = {
  planId: number;
  site: PlanSiteRow;
  photo: VisualRepPhoto | undefined;
  onUploaded: (photo: VisualRepPhoto) => void;
};

/** A site of the plan: its photo (or a place for one), what the site is, and Upload or Replace. */
export function SitePhotoCard({ planId, site, photo, onUploaded }: SitePhotoCardProps) {
  const upload = usePhotoUpload(planId, site.site_id, onUploaded);
  const input = useRef<HTMLInputElement>(null);
  // The photo is fetched once its tile comes near the viewport.
  const [frame, seen] = useSeen<HTMLDivElement>();
  const siteName = `${site.site_code} ${site.site_name}`;

  const handleChoose = () => input.current?.click();
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after a failure) still reports a change.
    event.target.value = '';
    if (file) upload.upload(file);
  };

  return (
    <li className={styles.siteCard} aria-label={siteName}>
      <div ref={frame} className={styles.photoFrame}>
        {photo ? (
          // Keyed by the upload: a replaced photo is fetched anew and the old blob URL let go.
          seen ? (
            <SitePhoto key={photo.uploaded_at} photo={photo} siteName={siteName} />
          ) : null
        ) : (
          <Text size="sm" tone="secondary">
            No photo yet
          </Text>
        )}
      </div>
      <Stack space="xs">
        <Text weight="semibold">
          {site.site_code} · {site.site_name}
        </Text>
        <Text size="sm" tone="secondary">
          {site.location_name} · {site.medium_name}
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleFile}
        data-testid={`photo-input-${site.site_id}`}
      />
      <Inline space="sm" alignY="center">
        <Button
          variant="secondary"
          size="sm"
          loading={upload.busy}
          onClick={handleChoose}
          aria-label={`${photo ? 'Replace photo' : 'Upload photo'} for ${siteName}`}
        >
          {photo ? 'Replace photo' : 'Upload photo'}
        </Button>
      </Inline>
      {upload.sent !== null ? (
        <progress
          className={styles.progress}
          max={100}
          value={upload.sent}
          aria-label={`Sending the photo of ${siteName}`}
        />
      ) : null}
      {upload.error ? (
        <Text size="sm" tone="critical" as="div">
          <span role="alert">{upload.error}</span>
        </Text>
      ) : null}
    </li>
  );
}

function SitePhoto({ photo, siteName }: { photo: VisualRepPhoto; siteName: string }) {
  const view = usePhoto(photo);
  if (view.url) return <img className={styles.photo} src={view.url} alt={siteName} />;
  if (view.status === 'failed')
    return (
      <Stack space="xs" align="center">
        <Text size="sm" tone="secondary">
          The photo could not be loaded
        </Text>
        <Button
          variant="secondary"
          size="sm"
          onClick={view.retry}
          aria-label={`Retry loading the photo of ${siteName}`}
        >
          Retry
        </Button>
      </Stack>
    );
  return <LoadingIndicator label={`Loading the photo of ${siteName}`} />;
}
