import { generateVisualRepPdf } from '@ooh/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { answerError, testClient } from '../../../test/server.ts';
import { sessionFor, userOf } from '../../../test/session.ts';
import type { DeckDocument } from '../deck/render-deck.ts';
import { VisualRepDownloads } from './VisualRepDownloads.tsx';

// pdf.js does not draw under happy-dom (no canvas): the module boundary is replaced here, and the e2e test
// (e2e/visual-representation.spec.ts) proves the real drawing of a real deck.
const deckFile = vi.hoisted(() => ({
  pages: 3,
  /** When set, opening the deck waits for this. */
  hold: null as Promise<void> | null,
  opened: [] as { bytes: ArrayBuffer; signal: AbortSignal }[],
  drawn: [] as number[],
  destroyed: 0,
}));
vi.mock('../deck/render-deck.ts', () => ({
  openDeck: async (bytes: ArrayBuffer, signal: AbortSignal): Promise<DeckDocument> => {
    deckFile.opened.push({ bytes, signal });
    if (deckFile.hold) await deckFile.hold;
    signal.throwIfAborted();
    return {
      count: deckFile.pages,
      width: 1400,
      height: 990,
      draw: async (number) => {
        deckFile.drawn.push(number);
        return { blob: new Blob([`page ${number}`]), width: 1400, height: 990 };
      },
      destroy: async () => {
        deckFile.destroyed++;
      },
    };
  },
}));

/**
 * happy-dom's IntersectionObserver never reports: this one reports a page's place in view only once `scrollTo`
 * names its page.
 */
const observed = new Map<Element, () => void>();
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, () =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
/** Brings the places of the given pages (from 1) into view. */
function scrollTo(...numbers: number[]) {
  const reports = [...observed.values()];
  act(() => {
    for (const number of numbers) reports[number - 1]?.();
  });
}

let created: string[];
let revoked: string[];

beforeEach(() => {
  deckFile.pages = 3;
  deckFile.hold = null;
  deckFile.opened = [];
  deckFile.drawn = [];
  deckFile.destroyed = 0;
  observed.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  created = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderDownloads() {
  const client = testClient();
  renderWithApp(<VisualRepDownloads plan={{ plan_id: 1, planName: 'Summer plan' }} cities={[]} />, {
    client,
    session: sessionFor(userOf('planner')),
  });
  return client;
}

describe('the deck preview', () => {
  it('fetches the deck as Download PDF does, draws the pages that come into view, and lets all go on Escape', async () => {
    const user = userEvent.setup();
    const client = renderDownloads();
    const trigger = screen.getByRole('button', { name: 'Preview deck' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Deck preview' });
    expect(await within(dialog).findByText(/^3 pages/)).toBeVisible();
    expect(within(dialog).getByText('Page 2 of 3')).toBeVisible();
    expect(client.downloads.filter((call) => call.id === 'generateVisualRepPdf')).toHaveLength(1);
    expect(client.downloads[0]!.options).toMatchObject({ params: { id: 1 } });
    // The PDF's own bytes reach pdf.js.
    const head = new TextDecoder().decode(new Uint8Array(deckFile.opened[0]!.bytes).subarray(0, 4));
    expect(head).toBe('%PDF');

    // Nothing is drawn until it is seen.
    expect(within(dialog).queryAllByRole('img')).toEqual([]);
    await waitFor(() => expect(observed.size).toBe(3));
    scrollTo(1, 2);
    expect(await within(dialog).findByRole('img', { name: 'Deck page 1 of 3' })).toBeVisible();
    expect(await within(dialog).findByRole('img', { name: 'Deck page 2 of 3' })).toBeVisible();
    expect(deckFile.drawn).toEqual([1, 2]);
    scrollTo(3);
    expect(await within(dialog).findByRole('img', { name: 'Deck page 3 of 3' })).toBeVisible();
    expect(created).toHaveLength(3);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Each page image the preview made is let go, once. (Not `revoked` whole: a file saved by an earlier test file in
    // this worker lets its URL go a second later, `save-file.ts`, and that can land here.)
    for (const url of created)
      expect(
        revoked.filter((each) => each === url),
        url,
      ).toHaveLength(1);
    expect(deckFile.destroyed).toBe(1);
    // The dialog gives the focus back once it has unmounted: waited for, not assumed.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('says while it works, and stops when closed', async () => {
    let release = () => {};
    deckFile.hold = new Promise((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    renderDownloads();
    await user.click(screen.getByRole('button', { name: 'Preview deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deck preview' });
    expect(within(dialog).getByRole('status', { name: 'Loading the deck' })).toBeInTheDocument();
    expect(within(dialog).getByText('Making the PDF…')).toBeVisible();
    await waitFor(() => expect(deckFile.opened).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deckFile.opened[0]!.signal.aborted).toBe(true);
    release();
    await Promise.resolve();
    expect(deckFile.drawn).toEqual([]);
  });

  it("shows the server's message when the deck maker is busy, and Retry asks again", async () => {
    answerError(
      generateVisualRepPdf,
      503,
      'The server is busy making other documents. Try again in a minute.',
      {
        once: true,
      },
    );
    const user = userEvent.setup();
    const client = renderDownloads();
    await user.click(screen.getByRole('button', { name: 'Preview deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deck preview' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The deck could not be shown: The server is busy making other documents. Try again in a minute.',
    );
    expect(deckFile.opened).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText(/^3 pages/)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(client.downloads.filter((call) => call.id === 'generateVisualRepPdf')).toHaveLength(2);
  });
});
