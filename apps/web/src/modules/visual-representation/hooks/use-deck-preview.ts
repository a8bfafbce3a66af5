import { errorMessage, generateVisualRepPdf } from '@ooh/api';
import { useEffect } from 'react';
import type { DeckDocument } from '../deck/render-deck.ts';
import { useRequest } from './use-request.ts';

export type DeckFile = (signal: AbortSignal) => Promise<{ blob: Blob }>;

export interface DeckPreviewView {
  status: 'loading' | 'failed' | 'ready';
  /** The open deck once fetched and read. */
  deck: DeckDocument | undefined;
  /** The server's message (busy, plan gone…) or why the PDF could not be read. */
  error: string | null;
  retry: () => void;
}

/**
 * The deck fetched (as Download PDF fetches it) and opened with pdf.js, started on mounting: the preview's dialog
 * mounts it when it opens and unmounts it when it closes, which stops the request and frees the document. pdf.js
 * is imported here, on first use, so it is never part of the screen's chunk.
 */
export function useDeckPreview(fetchDeck: DeckFile): DeckPreviewView {
  const request = useRequest(
    async (_: null, signal) => {
      const { blob } = await fetchDeck(signal);
      const [{ openDeck }, bytes] = await Promise.all([import('../deck/render-deck.ts'), blob.arrayBuffer()]);
      return openDeck(bytes, signal);
    },
    { input: null },
  );
  const deck = request.status === 'succeeded' ? request.data : undefined;
  useEffect(() => {
    if (!deck) return;
    return () => void deck.destroy();
  }, [deck]);
  return {
    status: request.status === 'failed' ? 'failed' : deck ? 'ready' : 'loading',
    deck,
    error: request.status === 'failed' ? errorMessage(request.error, generateVisualRepPdf) : null,
    retry: request.retry,
  };
}

/** One page of the open deck, drawn on mounting (when its place comes near the viewport). */
export function useDeckPage(deck: DeckDocument, number: number) {
  const request = useRequest((_: null, signal) => deck.draw(number, signal), { input: null });
  return { status: request.status, page: request.status === 'succeeded' ? request.data : undefined };
}
