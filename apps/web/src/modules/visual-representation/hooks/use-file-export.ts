import { errorMessage } from '@ooh/api';
import { saveFile } from '../../briefs/save-file.ts';
import { useRequest } from './use-request.ts';

export interface FileExportView {
  busy: boolean;
  /** Why the last export failed (the server's message: the deck maker is busy, the plan is gone…), or null. */
  error: string | null;
  start: () => void;
}

/**
 * A file made by the server for the plan (the workbook, the deck), saved under the name the server gives once it
 * has arrived. `fetchFile` reads the screen's current choices (the cities) when pressed.
 */
export function useFileExport(
  fetchFile: (signal: AbortSignal) => Promise<{ blob: Blob; fileName: string | null }>,
  fallbackName: string,
  fallbackMessage: string,
): FileExportView {
  const request = useRequest(async (_: null, signal) => {
    const file = await fetchFile(signal);
    saveFile(file.blob, file.fileName ?? fallbackName);
    return true;
  });
  return {
    busy: request.status === 'loading',
    error: request.status === 'failed' ? errorMessage(request.error, fallbackMessage) : null,
    start: () => request.start(null),
  };
}
