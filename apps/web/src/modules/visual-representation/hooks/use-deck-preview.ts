import { errorMessage, generateVisualRepPdf } from '@ooh/api';
import { useState } from 'react';
import type { DeckPageImage } from '../deck/render-deck.ts';
import { useRequest } from './use-request.ts';

export type DeckFile = (signal: AbortSignal) => Promise<{ blob: Blob }>;

export interface DeckPreviewView {
  status: 'loading' | 'failed' | 'ready';
  /** The pages drawn so far, in order. */
  pages: readonly DeckPageImage[];
  /** How many pages the deck has, once the PDF has been read; null before. */
  count: number | null;
  /** The server's message (busy, plan gone…) or why the PDF could not be drawn. */
  error: string | null;
  retry: () => void;
}

/**
 * The deck fetched (as Download PDF fetches it) and drawn page by page, started on mounting: the preview's dialog
 * mounts it when it opens and unmounts it when it closes, which stops the request or the drawing and lets the
 * page images go. pdf.js is imported here, on first use, so it is never part of the screen's chunk.
 */
export function useDeckPreview(fetchDeck: DeckFile): DeckPreviewView {
  const [pages, setPages] = useState<DeckPageImage[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const request = useRequest(
    async (_: null, signal) => {
      setPages([]);
      setCount(null);
      const { blob } = await fetchDeck(signal);
      const [{ renderDeck }, bytes] = await Promise.all([
        import('../deck/render-deck.ts'),
        blob.arrayBuffer(),
      ]);
      return renderDeck(bytes, signal, (page, number, total) => {
        if (number === 1) setCount(total);
        setPages((drawn) => [...drawn, page]);
      });
    },
    { input: null },
  );
  return {
    status: request.status === 'failed' ? 'failed' : request.status === 'succeeded' ? 'ready' : 'loading',
    pages,
    count,
    error: request.status === 'failed' ? errorMessage(request.error, generateVisualRepPdf) : null,
    retry: request.retry,
  };
}
