import { type ApiClient, BRIEF_MESSAGES, type UploadOptions } from '@ooh/api';
import { briefFixtures } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseClient,
  expectFieldError,
  TEST_API,
  testClient,
  typeBudget,
  typeDate,
} from '../modules/brief-form/test-support.ts';
import { persistedState } from '../state/store.ts';
import { renderWithApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { CreateBriefByFilePage } from './CreateBriefByFilePage.tsx';

const MB = 1024 * 1024;
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setUp(client: ApiClient = testClient()) {
  const result = renderWithApp(
    <>
      <CreateBriefByFilePage />
      <Toaster />
    </>,
    { client, session: sessionFor(userOf('key_account_manager')), path: '/create-brief-by-file' },
  );
  const input = result.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { ...result, input };
}

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await chooseClient(user, 'jaz', 'Jazz');
  await user.type(screen.getByRole('textbox', { name: /^Campaign name/ }), '5G launch');
  await typeDate(user, 'Start date', '01/02/2027');
  await typeDate(user, 'End date', '28/02/2027');
  await typeBudget(user, '900000');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create brief' }));

describe('the create brief by file screen', { timeout: 20_000 }, () => {
  it('asks for the document and the fields', async () => {
    const user = userEvent.setup();
    setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create brief from a file' })).toBeInTheDocument();
    await submit(user);
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    await waitFor(() =>
      expect(choose).toHaveAccessibleDescription(expect.stringContaining(BRIEF_MESSAGES.file)),
    );
    await waitFor(() => expect(choose).toHaveFocus());
    await expectFieldError(screen.getByRole('combobox', { name: /^Client/ }), BRIEF_MESSAGES.client);
    await expectFieldError(
      screen.getByRole('textbox', { name: /^Campaign name/ }),
      BRIEF_MESSAGES.campaignName,
    );
  });

  it('refuses a file of another type or over 20 MB, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = setUp();
    await user.upload(input, fileOf('brief.exe', 'application/x-msdownload'));
    expect(await screen.findByText(/brief\.exe is not an accepted file type/)).toBeInTheDocument();
    await user.upload(input, fileOf('huge.pdf', 'application/pdf', 21 * MB));
    expect(await screen.findByText('huge.pdf is larger than 20 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove huge.pdf' })).toBeNull();
  });

  it('uploads the document and the fields over XMLHttpRequest, with progress, then opens the review', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API}/create-brief-by-file/admin-appsells`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          { message: 'Brief created', brief: { ...briefFixtures[1], id: 21 } },
          { status: 201 },
        );
      }),
    );
    const base = testClient();
    const fractions: number[] = [];
    const client: ApiClient = {
      ...base,
      upload: ((endpoint: never, options: UploadOptions<never>) =>
        base.upload(endpoint, {
          ...options,
          onProgress: (fraction) => {
            fractions.push(fraction);
            options.onProgress?.(fraction);
          },
        })) as ApiClient['upload'],
    };
    const user = userEvent.setup();
    const { input, location } = setUp(client);
    await user.upload(input, fileOf('jazz brief.pdf', 'application/pdf'));
    await fillFields(user);
    await submit(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/brief-review-file/21'));
    expect(sent?.get('client_id')).toBe('2');
    expect(sent?.get('campaign_name')).toBe('5G launch');
    expect(sent?.get('start_date')).toBe('2027-02-01');
    expect(sent?.get('budget')).toBe('900000');
    expect((sent?.get('file') as File | null)?.name).toBe('jazz brief.pdf');
    expect(persistedState.selectedBrief).toMatchObject({ id: 21 });
    expect(fractions.at(-1)).toBe(1);
  });

  it('shows the upload progress as the client reports it', async () => {
    const base = testClient();
    let report: (fraction: number) => void = () => {};
    const client: ApiClient = {
      ...base,
      upload: ((_endpoint: unknown, options: UploadOptions<never>) => {
        report = (fraction) => options.onProgress?.(fraction);
        return new Promise(() => {});
      }) as ApiClient['upload'],
    };
    const user = userEvent.setup();
    const { input } = setUp(client);
    await user.upload(input, fileOf('jazz brief.pdf', 'application/pdf'));
    await fillFields(user);
    await submit(user);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading jazz brief.pdf' });
    report(0.42);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByRole('button', { name: 'Create brief' })).toHaveAttribute('aria-busy', 'true');
  });

  it("puts the server's refusal of the document on the upload field", async () => {
    server.use(
      http.post(`${TEST_API}/create-brief-by-file/admin-appsells`, () =>
        HttpResponse.json(
          { message: 'Invalid brief', errors: { file: 'The file is not a PDF, DOCX, XLSX, PNG or JPEG' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { input } = setUp();
    await user.upload(input, fileOf('fake.pdf', 'application/pdf'));
    await fillFields(user);
    await submit(user);
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    await waitFor(() =>
      expect(choose).toHaveAccessibleDescription(
        expect.stringContaining('The file is not a PDF, DOCX, XLSX, PNG or JPEG'),
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Campaign name/ })).toHaveValue('5G launch');
  });
});
