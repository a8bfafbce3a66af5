import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BriefFakeClient,
  briefClient,
  briefOf,
  singleBrief,
} from '../modules/briefs/testing/fake-brief-api.ts';
import { httpError, sessionFor, userOf } from '../test/fakes.ts';
import { renderWithApp } from '../test/render.tsx';
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

function renderReview(client: BriefFakeClient, role: Parameters<typeof userOf>[0] = 'designer') {
  return renderWithApp(<BriefReviewFilePage params={{ brief_id: '2' }} />, {
    client,
    session: sessionFor(userOf(role)),
    path: '/brief-review-file/2',
  });
}

describe('the review of a file brief', () => {
  it('previews a PDF in a frame, downloads it, and lets go of the blob URL on leaving', async () => {
    const client = briefClient(
      { fetchSingleBrief: singleBrief(pdfBrief) },
      { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), fileName: 'Jazz brief.pdf' },
    );
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
    renderReview(
      briefClient({ fetchSingleBrief: singleBrief(pngBrief) }, { blob: new Blob(['png']), fileName: null }),
    );
    expect(await screen.findByRole('img', { name: 'Brief document: Jazz brief.png' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
  });

  it('only downloads a Word document, on request, under the stored name when the server gives none', async () => {
    let release: () => void = () => {};
    const client = briefClient(
      { fetchSingleBrief: singleBrief(docxBrief) },
      () =>
        new Promise<never>((_, reject) => {
          release = () => reject(httpError(404, 'This brief has no document'));
        }),
    );
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
    const client = briefClient(
      { fetchSingleBrief: singleBrief(docxBrief) },
      { blob: new Blob(['docx']), fileName: null },
    );
    renderReview(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:test/1', download: 'Jazz brief.docx' }]));
  });

  it('sends a form brief to its own review route', async () => {
    const { location } = renderReview(briefClient({ fetchSingleBrief: singleBrief(briefOf(1)) }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-form/1'));
  });

  it('links Update to the upload screen for a key account manager', async () => {
    renderReview(briefClient({ fetchSingleBrief: singleBrief(pdfBrief) }), 'key_account_manager');
    expect(await screen.findByRole('link', { name: 'Update brief' })).toHaveAttribute(
      'href',
      '/update-brief-by-file/2',
    );
  });
});
