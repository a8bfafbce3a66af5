import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useObjectUrl } from '../../kit/media/use-object-url.ts';
import { useSeen } from '../../kit/media/use-seen.ts';
import type { DeckDocument } from '../deck/render-deck.ts';
import { type DeckFile, useDeckPage, useDeckPreview } from '../hooks/use-deck-preview.ts';
import * as styles from './visual-rep.css.ts';

export type DeckPreviewProps = {
  planName: string;
  /** The deck's PDF, fetched as Download PDF fetches it. */
  fetchDeck: DeckFile;
};

/**
 * "Preview deck": the PDF the client is sent, page by page, in a dialog (focus kept inside, Escape closes it).
 * The deck is fetched each time it opens, so it shows the photos as they are now; a page is drawn when it comes
 * into view, so a long deck opens as fast as a short one.
 */
export function DeckPreview({ planName, fetchDeck }: DeckPreviewProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger variant="secondary">Preview deck</Dialog.Trigger>
      <Dialog.Content size="lg">
        <Dialog.Title>Deck preview</Dialog.Title>
        <Dialog.Description>{planName}: the PDF as the client will see it.</Dialog.Description>
        <DeckPages fetchDeck={fetchDeck} />
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DeckPages({ fetchDeck }: { fetchDeck: DeckFile }) {
  const preview = useDeckPreview(fetchDeck);
  const deck = preview.deck;
  if (preview.status === 'failed') {
    return (
      <Stack space="md">
        <Callout tone="critical" role="alert">
          The deck could not be shown: {preview.error}
        </Callout>
        <div>
          <Button variant="secondary" onClick={preview.retry}>
            Retry
          </Button>
        </div>
      </Stack>
    );
  }
  if (!deck) {
    return (
      <Stack space="sm">
        <LoadingIndicator label="Loading the deck" />
        <Text tone="secondary" as="p">
          Making the PDF…
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="md">
      <Text tone="secondary" as="p">
        {deck.count === 1 ? '1 page' : `${deck.count} pages`}: the cover, a page per site and the summary.
      </Text>
      <ol className={styles.deckPages}>
        {Array.from({ length: deck.count }, (_, index) => (
          // The pages are numbered, not items that move: the number is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <DeckPage key={index} deck={deck} number={index + 1} />
        ))}
      </ol>
    </Stack>
  );
}

/** A page's place, as large as the page; the page is drawn when the place comes near the viewport. */
function DeckPage({ deck, number }: { deck: DeckDocument; number: number }) {
  const [place, seen] = useSeen<HTMLDivElement>();
  return (
    <li className={styles.deckPage}>
      <div
        ref={place}
        className={styles.deckPageFrame}
        style={{ aspectRatio: `${deck.width} / ${deck.height}` }}
      >
        {seen ? <DrawnPage deck={deck} number={number} /> : null}
      </div>
      <Text size="sm" tone="secondary">
        Page {number} of {deck.count}
      </Text>
    </li>
  );
}

function DrawnPage({ deck, number }: { deck: DeckDocument; number: number }) {
  // Unmounted with the dialog: the drawing stops and the image's URL is revoked.
  const { status, page } = useDeckPage(deck, number);
  const url = useObjectUrl(page?.blob);
  if (status === 'failed')
    return (
      <Text size="sm" tone="critical">
        Page {number} could not be drawn
      </Text>
    );
  if (!page || !url)
    return (
      <Text size="sm" tone="secondary">
        Drawing page {number} of {deck.count}…
      </Text>
    );
  return (
    <img
      className={styles.deckPageImage}
      src={url}
      alt={`Deck page ${number} of ${deck.count}`}
      width={Math.round(page.width)}
      height={Math.round(page.height)}
    />
  );
}
