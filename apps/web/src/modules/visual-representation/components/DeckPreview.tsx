import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useObjectUrl } from '../../kit/media/use-object-url.ts';
import type { DeckPageImage } from '../deck/render-deck.ts';
import { type DeckFile, useDeckPreview } from '../hooks/use-deck-preview.ts';
import * as styles from './visual-rep.css.ts';

export type DeckPreviewProps = {
  planName: string;
  /** The deck's PDF, fetched as Download PDF fetches it. */
  fetchDeck: DeckFile;
};

/**
 * "Preview deck": the PDF the client is sent, page by page, in a dialog (focus kept inside, Escape closes it).
 * Its pages are fetched and drawn each time it opens, so it shows the photos as they are now.
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
  const deck = useDeckPreview(fetchDeck);
  const count = deck.count;
  if (deck.status === 'failed') {
    return (
      <Stack space="md">
        <Callout tone="critical" role="alert">
          The deck could not be shown: {deck.error}
        </Callout>
        <div>
          <Button variant="secondary" onClick={deck.retry}>
            Retry
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack space="md">
      {deck.status === 'loading' ? (
        <Stack space="sm">
          <LoadingIndicator label="Loading the deck" />
          <Text tone="secondary" as="p">
            {count === null ? 'Making the PDF…' : `Drawing page ${deck.pages.length + 1} of ${count}…`}
          </Text>
        </Stack>
      ) : (
        <Text tone="secondary" as="p">
          {count === 1 ? '1 page' : `${count} pages`}: the cover, a page per site and the summary.
        </Text>
      )}
      {count !== null && deck.pages.length > 0 ? (
        <ol className={styles.deckPages}>
          {deck.pages.map((page, index) => (
            // The pages only ever grow at the end: the index is the page's number.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <DeckPage key={index} page={page} number={index + 1} count={count} />
          ))}
        </ol>
      ) : null}
    </Stack>
  );
}

function DeckPage({ page, number, count }: { page: DeckPageImage; number: number; count: number }) {
  // Revoked when the dialog closes (the pages unmount).
  const url = useObjectUrl(page.blob);
  return (
    <li className={styles.deckPage}>
      {url ? (
        <img
          className={styles.deckPageImage}
          src={url}
          alt={`Deck page ${number} of ${count}`}
          width={Math.round(page.width)}
          height={Math.round(page.height)}
        />
      ) : null}
      <Text size="sm" tone="secondary">
        Page {number} of {count}
      </Text>
    </li>
  );
}
