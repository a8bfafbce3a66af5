/**
 * The deck's pages as pictures, drawn by pdf.js in the browser. This module is only ever imported dynamically
 * (use-deck-preview.ts), so pdf.js (about 117 KB gzipped) and its worker load when a preview is opened, never with
 * the screen.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pixels of a page's width: sharp on a desk at the dialog's width, and the page's text still readable. */
const PAGE_WIDTH_PX = 1400;

export type DeckPageImage = { blob: Blob; width: number; height: number };

/** An open deck: its page count and first page's size (the deck's pages share it), each page drawn on demand. */
export interface DeckDocument {
  count: number;
  /** The first page's size in pixels as drawn, for the places of pages not drawn yet. */
  width: number;
  height: number;
  /** Draws page `number` (from 1) to a canvas and keeps it as a JPEG. */
  draw: (number: number, signal: AbortSignal) => Promise<DeckPageImage>;
  /** Frees the document and its worker; the drawn images stay valid. */
  destroy: () => Promise<void>;
}

/** Opens the PDF; the document is freed when `signal` aborts before it is open. */
export async function openDeck(bytes: ArrayBuffer, signal: AbortSignal): Promise<DeckDocument> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort);
  try {
    const document = await task.promise;
    const first = await document.getPage(1);
    const base = first.getViewport({ scale: 1 });
    signal.throwIfAborted();
    return {
      count: document.numPages,
      width: PAGE_WIDTH_PX,
      height: Math.round((base.height / base.width) * PAGE_WIDTH_PX),
      async draw(number, drawSignal) {
        const page = await document.getPage(number);
        const viewport = page.getViewport({ scale: PAGE_WIDTH_PX / page.getViewport({ scale: 1 }).width });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        const render = page.render({ canvas, viewport });
        const cancel = () => render.cancel();
        drawSignal.addEventListener('abort', cancel);
        try {
          await render.promise;
          const blob = await new Promise<Blob>((resolve, reject) =>
            canvas.toBlob(
              (result) => (result ? resolve(result) : reject(new Error('The page could not be drawn'))),
              'image/jpeg',
              0.85,
            ),
          );
          return { blob, width: viewport.width, height: viewport.height };
        } finally {
          drawSignal.removeEventListener('abort', cancel);
          page.cleanup();
          // Free the canvas's pixels at once rather than when it is collected.
          canvas.width = 0;
          canvas.height = 0;
        }
      },
      destroy: () => task.destroy(),
    };
  } catch (error) {
    await task.destroy();
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
