import { type BriefAttachment, downloadBriefAttachment } from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import { useObjectUrl } from '../../kit/media/use-object-url.ts';
import { saveFile } from '../save-file.ts';

export type BriefDocumentPreview = 'image' | 'pdf' | null;

/** How the review screen can show a document: images inline, PDFs in a frame, the rest only downloaded. */
export function previewOf(contentType: string): BriefDocumentPreview {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'image/png' || contentType === 'image/jpeg') return 'image';
  return null;
}

interface DocumentRequest {
  id: number;
  /** Save the file once it arrives (the Download button), not only preview it. */
  save: boolean;
}

interface DocumentFile {
  blob: Blob;
  fileName: string | null;
}

export interface BriefDocumentView {
  preview: BriefDocumentPreview;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** A blob URL of the document for the preview; revoked when the screen leaves. */
  url: string | null;
  error: unknown;
  download: () => void;
  retry: () => void;
}

/**
 * The document of a file brief (`downloadBriefAttachment`): fetched at once when it can be previewed, or when
 * Download is pressed; Download saves it under the name the server gave.
 */
export function useBriefDocument(briefId: number, attachment: BriefAttachment): BriefDocumentView {
  const client = useApiClient();
  const preview = previewOf(attachment.content_type);
  const logic = useMemo(
    () =>
      createRequestStateMachine(async (input: DocumentRequest, signal): Promise<DocumentFile> => {
        const file = await client.download(downloadBriefAttachment, { params: { id: input.id }, signal });
        if (input.save) saveFile(file.blob, file.fileName ?? attachment.file_name);
        return file;
      }),
    [client, attachment.file_name],
  );
  const [snapshot, send] = useMachine(logic, {
    input: preview ? { start: { input: { id: briefId, save: false } satisfies DocumentRequest } } : {},
    ...inspectOptions(),
  });
  const file = snapshot.context.data;
  const url = useObjectUrl(preview ? file?.blob : undefined);

  const download = () => {
    if (file) saveFile(file.blob, file.fileName ?? attachment.file_name);
    else if (snapshot.value !== 'loading')
      send({ type: 'request.start', input: { id: briefId, save: true } satisfies DocumentRequest });
  };

  return {
    preview,
    status: snapshot.value,
    url,
    error: snapshot.context.error,
    download,
    retry: () => send({ type: 'request.retry' }),
  };
}
