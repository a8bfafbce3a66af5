import { generateVisualRepPdf } from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { answerError, testClient } from '../../../test/server.ts';
import { sessionFor, userOf } from '../../../test/session.ts';
import type { DeckPageImage } from '../deck/render-deck.ts';
import { VisualRepDownloads } from './VisualRepDownloads.tsx';

// pdf.js does not draw under happy-dom (no canvas): the module boundary is replaced here, and the e2e test
// (e2e/visual-representation.spec.ts) proves the real drawing of a real deck.
const drawing = vi.hoisted(() => ({
  pages: 3,
  /** When set, the drawing waits for this before its first page. */
  hold: null as Promise<void> | null,
  calls: [] as { bytes: ArrayBuffer; signal: AbortSignal }[],
}));
vi.mock('../deck/render-deck.ts', () => ({
  renderDeck: async (
    bytes: ArrayBuffer,
    signal: AbortSignal,
    onPage: (page: DeckPageImage, number: number, count: number) => void,
  ) => {
    drawing.calls.push({ bytes, signal });
    if (drawing.hold) await drawing.hold;
    signal.throwIfAborted();
    for (let number = 1; number <= drawing.pages; number++)
      onPage({ blob: new Blob([`page ${number}`]), width: 1400, height: 990 }, number, drawing.pages);
    return drawing.pages;
  },
}));

let created: string[];
let revoked: string[];

beforeEach(() => {
  drawing.pages = 3;
  drawing.hold = null;
  drawing.calls = [];
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
  it('fetches the deck as Download PDF does and shows each page, then lets the pages go on Escape', async () => {
    const user = userEvent.setup();
    const client = renderDownloads();
    const trigger = screen.getByRole('button', { name: 'Preview deck' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Deck preview' });
    const pages = await within(dialog).findAllByRole('img', { name: /^Deck page \d of 3$/ });
    expect(pages.map((page) => page.getAttribute('alt'))).toEqual([
      'Deck page 1 of 3',
      'Deck page 2 of 3',
      'Deck page 3 of 3',
    ]);
    expect(within(dialog).getByText('Page 2 of 3')).toBeVisible();
    expect(within(dialog).getByText(/^3 pages/)).toBeVisible();
    expect(client.downloads.filter((call) => call.id === 'generateVisualRepPdf')).toHaveLength(1);
    expect(client.downloads[0]!.options).toMatchObject({ params: { id: 1 } });
    // The PDF's own bytes reach pdf.js.
    const head = new TextDecoder().decode(new Uint8Array(drawing.calls[0]!.bytes).subarray(0, 4));
    expect(head).toBe('%PDF');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked.sort()).toEqual(created.sort());
    expect(created).toHaveLength(3);
    expect(trigger).toHaveFocus();
  });

  it('says while it works, and stops drawing when closed', async () => {
    let release = () => {};
    drawing.hold = new Promise((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    renderDownloads();
    await user.click(screen.getByRole('button', { name: 'Preview deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deck preview' });
    expect(within(dialog).getByRole('status', { name: 'Loading the deck' })).toBeInTheDocument();
    await waitFor(() => expect(drawing.calls).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawing.calls[0]!.signal.aborted).toBe(true);
    release();
    await Promise.resolve();
    expect(created).toEqual([]);
  });

  it("shows the server's message when the deck maker is busy, and Retry asks again", async () => {
    answerError(generateVisualRepPdf, 503, 'The server is busy making other PDFs. Try again in a minute.', {
      once: true,
    });
    const user = userEvent.setup();
    const client = renderDownloads();
    await user.click(screen.getByRole('button', { name: 'Preview deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deck preview' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The deck could not be shown: The server is busy making other PDFs. Try again in a minute.',
    );
    expect(drawing.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findAllByRole('img', { name: /^Deck page/ })).toHaveLength(3);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(client.downloads.filter((call) => call.id === 'generateVisualRepPdf')).toHaveLength(2);
  });
});
