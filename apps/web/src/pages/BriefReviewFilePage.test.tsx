import { downloadBriefAttachment } from '@ooh/api';
import { briefOf, errorResponse } from '@ooh/api/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answer, db, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { BriefReviewFilePage } from './BriefReviewFilePage.tsx';

const pdfBrief = briefOf(2);
const docxBrief = briefOf(2, {
  attachment: {
    file_name: 'Jazz brief.docx',
    content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 2_400_000,
    uploaded_at: '2026-11-19T09:00:00.000Z',
  },
});
const pngBrief = briefOf(2, {
  attachment: {
    file_name: 'Jazz brief.png',
    content_type: 'image/png',
    size: 900,
    uploaded_at: '2026-11-19T09:00:00.000Z',
  },
});

let created: string[];
let revoked: string[];
let clicked: { href: string; download: string }[];

beforeEach(() => {
  created = [];
  revoked = [];
  clicked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => vi.useRealTimers());

/** Renders the review of brief `id` (2 by default: the fake backend's file brief, a PDF, unless seeded). */
function renderReview(
  client: TestClient = testClient(),
  role: Parameters<typeof userOf>[0] = 'designer',
  id = '2',
) {
  return renderWithApp(<BriefReviewFilePage params={{ brief_id: id }} />, {
    client,
    session: sessionFor(userOf(role)),
    path: `/brief-review-file/${id}`,
  });
}

describe('the review of a file brief', () => {
  it('previews a PDF in a frame, downloads it, and lets go of the blob URL on leaving', async () => {
    db.briefs = [pdfBrief];
    const client = testClient();
    const { unmount } = renderReview(client);

    expect(await screen.findByRole('heading', { level: 1, name: 'Brief BR-2026-0002' })).toBeInTheDocument();
    expect(screen.getByText('Jazz brief.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    const frame = await screen.findByTitle('Brief document: Jazz brief.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:test/1');
    expect(client.downloads).toEqual([
      { id: 'downloadBriefAttachment', options: expect.objectContaining({ params: { id: 2 } }) },
    ]);
    // A file brief lists what was typed with it, not the targets that are in its document.
    expect(screen.queryByText('Regions', { selector: 'dt' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked).toEqual([{ href: 'blob:test/2', download: 'Jazz brief.pdf' }]);
    // The preview's file is reused, not fetched again.
    expect(client.downloads).toHaveLength(1);

    unmount();
    expect(revoked).toContain('blob:test/1');
  });

  it('shows an image inline', async () => {
    db.briefs = [pngBrief];
    renderReview();
    expect(await screen.findByRole('img', { name: 'Brief document: Jazz brief.png' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
  });

  it('only downloads a Word document, on request, under the stored name when the server gives none', async () => {
    let release: () => void = () => {};
    db.briefs = [docxBrief];
    // The download is answered (a 404) only when the test releases it.
    answer(
      downloadBriefAttachment,
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(errorResponse(404, 'This brief has no document'));
        }),
    );
    const client = testClient();
    renderReview(client);
    expect(await screen.findByText('Word document (DOCX)')).toBeInTheDocument();
    expect(screen.getByText('2.3 MB')).toBeInTheDocument();
    expect(screen.getByText(/has no preview/)).toBeInTheDocument();
    expect(client.downloads).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(client.downloads).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('This brief has no document')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('saves a downloaded Word document under its name', async () => {
    db.briefs = [docxBrief];
    // The server names no file (no Content-Disposition).
    answer(downloadBriefAttachment, () => new Response(new Blob(['docx'])));
    renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:test/1', download: 'Jazz brief.docx' }]));
  });

  it('sends a form brief to its own review route', async () => {
    const { location } = renderReview(testClient(), 'designer', '1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-form/1'));
  });

  it('links Update to the upload screen for a key account manager', async () => {
    renderReview(testClient(), 'key_account_manager');
    expect(await screen.findByRole('link', { name: 'Update brief' })).toHaveAttribute(
      'href',
      '/update-brief-by-file/2',
    );
  });
});
