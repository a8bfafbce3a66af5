import { errorMessage, fieldErrors, uploadVisualRepImage, type VisualRepPhoto } from '@ooh/api';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { photoRefusal } from '../visual-rep.ts';
import { useRequest } from './use-request.ts';

export interface PhotoUploadView {
  /** Sending a photo now. */
  busy: boolean;
  /** Percent of the photo sent, while it is sent. */
  sent: number | null;
  /** Why the last photo was refused (before sending, or by the server), or null. */
  error: string | null;
  upload: (file: File) => void;
}

/**
 * The photo upload of one plan site: the file is checked as the server would (size, type by name), then sent with
 * progress; the server's photo is handed to `onUploaded`. The server's message is shown as it is (the photo's own
 * field message first: too large, not an image).
 */
export function usePhotoUpload(
  planId: number,
  siteId: number,
  onUploaded: (photo: VisualRepPhoto) => void,
): PhotoUploadView {
  const client = useApiClient();
  const [sent, setSent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useRequest(async (file: File, signal) => {
    const body = new FormData();
    body.append('plan_id', String(planId));
    body.append('site_id', String(siteId));
    body.append('file', file, file.name);
    setSent(0);
    try {
      const answer = await client.upload(uploadVisualRepImage, {
        body,
        signal,
        onProgress: (fraction) => setSent(Math.round(fraction * 100)),
      });
      onUploaded(answer.photo);
      return answer;
    } finally {
      setSent(null);
    }
  });

  const upload = (file: File) => {
    const refused = photoRefusal(file);
    setRefusal(refused);
    if (!refused) request.start(file);
  };
  const failed =
    request.status === 'failed'
      ? (fieldErrors(request.error).file ?? errorMessage(request.error, uploadVisualRepImage))
      : null;
  return { busy: request.status === 'loading', sent, error: refusal ?? failed, upload };
}
