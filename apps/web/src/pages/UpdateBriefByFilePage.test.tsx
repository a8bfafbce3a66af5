import { briefFixtures } from '@ooh/api/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API, testClient } from '../modules/brief-form/test-support.ts';
import { renderWithApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { UpdateBriefByFilePage } from './UpdateBriefByFilePage.tsx';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const fileBrief = briefFixtures[1]!;

function setUp(id: string) {
  const result = renderWithApp(<UpdateBriefByFilePage params={{ brief_id: id }} />, {
    client: testClient(),
    session: sessionFor(userOf('admin')),
    path: `/update-brief-by-file/${id}`,
  });
  return result;
}

/** Answers the update and keeps what was sent. */
function recordUpdate() {
  const sent: FormData[] = [];
  server.use(
    http.put(`${TEST_API}/update-brief-by-file/admin-appsells/:id`, async ({ request, params }) => {
      sent.push(await request.formData());
      return HttpResponse.json({ message: 'Brief updated', brief: { ...fileBrief, id: Number(params.id) } });
    }),
  );
  return sent;
}

describe('the update brief by file screen', { timeout: 20_000 }, () => {
  it('shows the current document and the fields, and saves without a new file, keeping the document', async () => {
    const sent = recordUpdate();
    const user = userEvent.setup();
    const { location } = setUp('2');
    const name = await screen.findByRole('textbox', { name: /^Campaign name/ });
    expect(name).toHaveValue(fileBrief.campaign_name);
    expect(screen.getByText(/Jazz brief\.pdf \(47\.1 KB\)/)).toBeInTheDocument();
    expect(screen.getByText(/Leave the upload empty to keep it/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-file/2'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('file')).toBeNull();
    expect(sent[0]?.get('campaign_name')).toBe(fileBrief.campaign_name);
    expect(sent[0]?.get('client_id')).toBe(String(fileBrief.client_id));
  });

  it('replaces the document with a newly chosen one', async () => {
    const sent = recordUpdate();
    const user = userEvent.setup();
    const { container, location } = setUp('2');
    await screen.findByRole('textbox', { name: /^Campaign name/ });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['PNG'], 'new brief.png', { type: 'image/png' }));
    expect(await screen.findByText(/new brief\.png replaces it when you save/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-file/2'));
    expect((sent[0]?.get('file') as File | null)?.name).toBe('new brief.png');
  });

  it('sends a form brief to its own update screen', async () => {
    const { location } = setUp('1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/update-brief/1'));
  });

  it('shows an approved file brief read-only', async () => {
    server.use(
      http.get(`${TEST_API}/fetch-single-brief-admin/:id`, () =>
        HttpResponse.json({ brief: { ...fileBrief, status: 'approved' }, plans: [] }),
      ),
    );
    setUp('2');
    expect(await screen.findByRole('heading', { name: 'This brief cannot be changed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a file' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Campaign name/ })).toBeDisabled();
  });

  it('shows the rejection reason of a rejected file brief', async () => {
    setUp('4');
    expect(await screen.findByRole('heading', { name: 'This brief was rejected' })).toBeInTheDocument();
    expect(screen.getByText(briefFixtures[3]!.reason!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and resubmit' })).toBeInTheDocument();
  });

  it('says when the address names no brief', () => {
    setUp('abc');
    expect(screen.getByRole('heading', { name: 'Brief not found' })).toBeInTheDocument();
  });
});
