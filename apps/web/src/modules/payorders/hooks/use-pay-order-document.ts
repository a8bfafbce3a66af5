import { downloadPayOrderDocument, type PayOrderItem } from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { previewOf } from '../../briefs/hooks/use-brief-document.ts';
import { saveFile } from '../../briefs/save-file.ts';
import { inspectOptions } from '../../devtools/inspector.ts';
import { useObjectUrl } from '../../kit/media/use-object-url.ts';

export interface PayOrderDocumentView {
  preview: 'image' | 'pdf' | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** A blob URL of the document for the preview; revoked when the dialog closes. */
  url: string | null;
  error: unknown;
  download: () => void;
  retry: () => void;
}

/** The client's document of a pay order (`downloadPayOrderDocument`), fetched at once for its preview. */
export function usePayOrderDocument(payOrder: PayOrderItem): PayOrderDocumentView {
  const client = useApiClient();
  const { file_name: fileName, content_type: contentType } = payOrder.document;
  const logic = useMemo(
    () =>
      createRequestStateMachine((id: number, signal) =>
        client.download(downloadPayOrderDocument, { params: { id }, signal }),
      ),
    [client],
  );
  const [snapshot, send] = useMachine(logic, {
    input: { start: { input: payOrder.id } },
    ...inspectOptions(),
  });
  const file = snapshot.context.data;
  const preview = previewOf(contentType);
  const url = useObjectUrl(preview ? file?.blob : undefined);
  return {
    preview,
    status: snapshot.value,
    url,
    error: snapshot.context.error,
    download: () => {
      if (file) saveFile(file.blob, file.fileName ?? fileName);
    },
    retry: () => send({ type: 'request.retry' }),
  };
}
