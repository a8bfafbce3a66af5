import {
  deleteSitePhoto,
  downloadSitePhoto,
  errorMessage,
  fieldErrors,
  type SitePhoto,
  uploadSitePhotos,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { EmptyState } from '@ooh/ui/empty-state';
import { FileUpload } from '@ooh/ui/file-upload';
import { type GalleryImage, ImageGallery } from '@ooh/ui/image-gallery';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { formatDateTime } from '../../briefs/format.ts';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useImageUrls } from '../../kit/media/use-image-urls.ts';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { useRequest } from '../../visual-representation/hooks/use-request.ts';

/** What the photo field accepts: the types the server takes (it checks the content again). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'];
/** The contract's bounds (`SITE_PHOTO_MAX_FILES`, `SITE_PHOTO_MAX_BYTES`), kept here so no schema loads. */
const MAX_FILES = 6;
const MAX_BYTES = 10 * 1024 * 1024;
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type SitePhotosCardProps = {
  site: { id: number; site_code: string; photos: SitePhoto[] };
  /** The photos after an upload or a delete. */
  onChange: (photos: SitePhoto[]) => void;
};

/**
 * The photos of an inventory site: shown to everyone who may see the site; uploaded (up to six at once) by those
 * whose role may, and deleted one at a time behind a confirmation by admins and key account managers.
 */
export function SitePhotosCard({ site, onChange }: SitePhotosCardProps) {
  const client = useApiClient();
  const permissions = usePermissions();
  const mayUpload = permissions.mayCall(uploadSitePhotos);
  const mayDelete = permissions.mayCall(deleteSitePhoto);
  const [files, setFiles] = useState<File[]>([]);
  const [removing, setRemoving] = useState<SitePhoto | null>(null);
  const urls = useImageUrls(
    downloadSitePhoto,
    site.photos.map((photo) => photo.id),
  );

  const upload = useRequest(async (chosen: File[], signal) => {
    const body = new FormData();
    for (const file of chosen) body.append('files', file, file.name);
    const answer = await client.upload(uploadSitePhotos, { params: { id: site.id }, body, signal });
    onChange([...site.photos, ...answer.photos]);
    setFiles([]);
    notify.success({ title: answer.message || 'Photos uploaded', description: site.site_code });
    return answer;
  });
  const remove = useRequest(async (photo: SitePhoto, signal) => {
    const answer = await client.call(deleteSitePhoto, { params: { id: photo.id }, signal });
    onChange(site.photos.filter((other) => other.id !== photo.id));
    setRemoving(null);
    notify.success({ title: answer.message || 'Photo deleted', description: photo.original_name });
    return answer;
  });

  const gallery: GalleryImage[] = site.photos.map((photo) => ({
    id: String(photo.id),
    src: urls.get(photo.id) ?? PLACEHOLDER,
    alt: `${photo.original_name}, a photo of ${site.site_code}`,
    caption: `${photo.uploaded_by_name} · ${formatDateTime(photo.uploaded_at)}`,
    ...(mayDelete
      ? {
          badge: (
            // "Delete" on screen (a long file name made the button wider than its card), the file named to
            // assistive technology.
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Delete ${photo.original_name}`}
              onClick={() => setRemoving(photo)}
            >
              Delete
            </Button>
          ),
        }
      : {}),
  }));
  const uploadFailure = upload.status === 'failed' ? upload.error : null;

  return (
    <Card title="Photos">
      <Stack space="lg">
        {gallery.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No photos yet"
            description={
              mayUpload ? 'Add photos of the site below.' : 'Photos of the site show here once added.'
            }
          />
        ) : (
          <ImageGallery label={`Photos of ${site.site_code}`} images={gallery} />
        )}
        {mayUpload ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (files.length > 0 && upload.status !== 'loading') upload.start(files);
            }}
            noValidate
          >
            <Stack space="md">
              <FileUpload
                label="Add photos"
                accept={PHOTO_TYPES}
                maxSizeBytes={MAX_BYTES}
                maxFiles={MAX_FILES}
                multiple
                files={files}
                onFilesChange={setFiles}
                disabled={upload.status === 'loading'}
                error={uploadFailure ? fieldErrors(uploadFailure).files : undefined}
              />
              {uploadFailure && !fieldErrors(uploadFailure).files ? (
                <Callout tone="critical" role="alert">
                  {errorMessage(uploadFailure, uploadSitePhotos)}
                </Callout>
              ) : null}
              <div>
                <Button type="submit" loading={upload.status === 'loading'} disabled={files.length === 0}>
                  {files.length > 1 ? `Upload ${files.length} photos` : 'Upload photo'}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
        {site.photos.length > 0 && !mayUpload && !mayDelete ? (
          <Text size="sm" tone="secondary">
            {`${site.photos.length} ${site.photos.length === 1 ? 'photo' : 'photos'}`}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Delete this photo?"
        description={removing ? `${removing.original_name} is removed from ${site.site_code} for good.` : ''}
        confirmLabel="Delete photo"
        tone="danger"
        busy={remove.status === 'loading'}
        error={remove.status === 'failed' ? errorMessage(remove.error, deleteSitePhoto) : undefined}
        onConfirm={() => {
          if (removing) remove.start(removing);
        }}
      />
    </Card>
  );
}
