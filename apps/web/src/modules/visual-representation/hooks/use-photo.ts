import { downloadVisualRepImage, type VisualRepPhoto } from '@ooh/api';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { useObjectUrl } from '../../kit/media/use-object-url.ts';
import { useRequest } from './use-request.ts';

export interface PhotoView {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** A blob URL of the web copy; revoked when the photo is replaced or leaves the screen. */
  url: string | null;
  retry: () => void;
}

/**
 * The web copy of a site's photo, fetched with the bearer token (photos are not public), at once. Mounted per
 * photo (keyed by its upload time), so a replaced photo is fetched anew.
 */
export function usePhoto(photo: Pick<VisualRepPhoto, 'plan_id' | 'site_id'>): PhotoView {
  const client = useApiClient();
  const request = useRequest(
    async (input: Pick<VisualRepPhoto, 'plan_id' | 'site_id'>, signal) =>
      (
        await client.download(downloadVisualRepImage, {
          params: { plan_id: input.plan_id, site_id: input.site_id },
          query: { variant: 'web' },
          signal,
        })
      ).blob,
    { input: { plan_id: photo.plan_id, site_id: photo.site_id } },
  );
  const url = useObjectUrl(request.data);
  return { status: request.status, url, retry: request.retry };
}
