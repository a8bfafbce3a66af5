import type {
  downloadCompetitorLogo,
  downloadCompetitorSitePhoto,
  downloadSiteImage,
  downloadSitePhoto,
} from '@ooh/api';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';

/** How many images are fetched at once: a screen's photos, without flooding the connection. */
const AT_ONCE = 4;

/**
 * The image downloads that take one id: campaign proof photos (web copy), inventory site photos, and competitors'
 * logos and sighting photos (issue 18).
 */
type ImageDownload =
  | typeof downloadSiteImage
  | typeof downloadSitePhoto
  | typeof downloadCompetitorLogo
  | typeof downloadCompetitorSitePhoto;

/**
 * Blob URLs of the images `ids` of one download call, fetched with the bearer token (photos are not public), a few
 * at a time; each URL is revoked when its image leaves the list or the screen. An image that fails stays without a
 * URL (its tile keeps its placeholder and its words).
 */
export function useImageUrls(download: ImageDownload, ids: readonly number[]): ReadonlyMap<number, string> {
  const client = useApiClient();
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(new Map());
  const key = ids.join(',');

  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    const queue = key === '' ? [] : key.split(',').map(Number);
    const workers = Math.min(AT_ONCE, queue.length);
    const work = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          const { blob } = await client.download(download, { params: { id }, signal: controller.signal });
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((current) => new Map(current).set(id, url));
        } catch {
          // Left without a URL.
        }
      }
    };
    for (let index = 0; index < workers; index += 1) void work();
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
      setUrls(new Map());
    };
  }, [client, download, key]);

  return urls;
}
