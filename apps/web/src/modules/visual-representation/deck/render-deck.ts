/**
 * The deck's pages as pictures, drawn by pdf.js in the browser. This module is only ever imported dynamically
 * (use-deck-preview.ts), so pdf.js (about 130 KB gzipped) and its worker load when a preview is opened, never with
 * the screen. The document is destroyed once its pages are drawn: what stays are the page images.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pixels of a page's width: sharp on a desk at the dialog's width, and the page's text still readable. */
const PAGE_WIDTH_PX = 1400;

export type DeckPageImage = { blob: Blob; width: number; height: number };

/**
 * Draws each page of the PDF to a canvas and keeps it as a JPEG, one after the other, reporting each as it is
 * ready. Stops (and frees the document) when `signal` aborts.
 */
export async function renderDeck(
  bytes: ArrayBuffer,
  signal: AbortSignal,
  onPage: (page: DeckPageImage, number: number, count: number) => void,
): Promise<number> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort);
  try {
    const document = await task.promise;
    for (let number = 1; number <= document.numPages; number++) {
      signal.throwIfAborted();
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: PAGE_WIDTH_PX / base.width });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (result) => (result ? resolve(result) : reject(new Error('The page could not be drawn'))),
          'image/jpeg',
          0.85,
        ),
      );
      // Free the canvas's pixels at once (a long deck would otherwise hold one per page until collected).
      canvas.width = 0;
      canvas.height = 0;
      onPage({ blob, width: viewport.width, height: viewport.height }, number, document.numPages);
    }
    return document.numPages;
  } finally {
    signal.removeEventListener('abort', abort);
    await task.destroy();
  }
}
