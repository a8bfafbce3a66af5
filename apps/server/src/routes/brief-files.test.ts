import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRIEF_FILE_MAX_BYTES,
  BRIEF_MESSAGES,
  createBriefByFile,
  downloadBriefAttachment,
  fetchSingleBrief,
  type StaffRole,
  updateBriefByFile,
} from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../http/endpoint.ts';
import { STORED_FILE_MISSING } from '../http/error-handler.ts';
import { queryRows, setupTestApp, storedFilesOf, type TestContext } from '../test/harness.ts';
import { type FormFile, multipartForm, TINY_PDF, tinyDocx, tinyXlsx, zipArchive } from '../test/multipart.ts';

let t: TestContext;
let clientId: number;

const one = async <T>(query: SQL) => (await queryRows<T>(t.connection, query))[0] as T;
const idOf = async (query: SQL) => Number((await one<{ id: number }>(query)).id);

beforeAll(async () => {
  t = await setupTestApp();
  clientId = await idOf(sql`select id from clients where deleted_at is null order by id limit 1`);
});
afterAll(() => t?.close());

const fields = (overrides: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    client_id: String(clientId),
    campaign_name: 'Uploaded brief',
    start_date: '2025-07-01',
    end_date: '2025-07-31',
    budget: '1500000',
    notes: 'See the document.',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
};

const pdf = (name = 'brief.pdf', content: Buffer = TINY_PDF): FormFile => ({
  name,
  type: 'application/pdf',
  content,
});

async function createByFile(form: ReturnType<typeof multipartForm>, role: StaffRole = 'key_account_manager') {
  return t.call({
    method: 'POST',
    url: `/api${createBriefByFile.path}`,
    token: await t.tokenForRole(role),
    ...form,
  });
}
async function updateByFile(
  id: number,
  form: ReturnType<typeof multipartForm>,
  role: StaffRole = 'key_account_manager',
) {
  return t.call({
    method: 'PUT',
    url: `/api${updateBriefByFile.path.replace('{id}', String(id))}`,
    token: await t.tokenForRole(role),
    ...form,
  });
}
async function download(id: number, role: StaffRole = 'designer') {
  return t.call({
    method: 'GET',
    url: `/api${downloadBriefAttachment.path.replace('{id}', String(id))}`,
    token: await t.tokenForRole(role),
  });
}

const storedFiles = () => storedFilesOf(t.config.uploadDir);
const counts = async () =>
  one<{ briefs: number; files: number }>(
    sql`select (select count(*)::int from briefs) as briefs, (select count(*)::int from files) as files`,
  );

describe('create a brief by file', () => {
  it('stores the document under a random key, records it and answers the brief with its attachment', async () => {
    t.clock.advance(60_000);
    const content = Buffer.concat([TINY_PDF, Buffer.from('% padding\n')]);
    const response = await createByFile(
      multipartForm(fields(), [
        { name: "Ramadan – Shan's brief.pdf", type: 'application/octet-stream', content },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, brief } = response.json();
    expect(message).toBe('Brief created');
    expect(brief).toMatchObject({
      kind: 'file',
      status: 'pending',
      campaign_name: 'Uploaded brief',
      objective: '',
      notes: 'See the document.',
      budget: 1_500_000,
      regions: [],
      cities: [],
      mediums: [],
      attachment: {
        file_name: "Ramadan – Shan's brief.pdf",
        // The content decides the type, not the browser's octet-stream.
        content_type: 'application/pdf',
        size: content.length,
        uploaded_at: t.clock.now().toISOString(),
      },
    });
    const file = await one<{
      storage_key: string;
      sha256: string;
      uploaded_by_email: string;
      content_type: string;
    }>(
      sql`select f.storage_key, f.sha256, f.content_type, u.email as uploaded_by_email
          from briefs b join files f on f.id = b.attachment_file_id join users u on u.id = f.uploaded_by where b.id = ${brief.id}`,
    );
    expect(file.storage_key).toMatch(/^briefs\/[0-9a-f-]{36}\.pdf$/);
    expect(file.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(file.uploaded_by_email).toBe('key_account_manager@demo.local');
    expect(readFileSync(join(t.config.uploadDir, file.storage_key))).toEqual(content);
    const audit = await queryRows<{ action: string; details: Record<string, unknown> }>(
      t.connection,
      sql`select action, details from audit_log where entity = 'brief' and entity_id = ${brief.id}`,
    );
    expect(audit).toEqual([
      { action: 'brief.create', details: { to: 'pending', kind: 'file', file: file.storage_key } },
    ]);
    const notified = await one<{ n: number }>(
      sql`select count(*)::int as n from notifications where title = 'New brief received' and body like ${`%${brief.brief_number}%`}`,
    );
    expect(notified.n).toBeGreaterThan(0);

    // The download answers exactly those bytes, with the original name and the sniffed type.
    const downloaded = await download(brief.id);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(content);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-length']).toBe(String(content.length));
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Ramadan _ Shan's brief.pdf"; filename*=UTF-8''Ramadan%20%E2%80%93%20Shan%27s%20brief.pdf`,
    );
  });

  it('never lets a stored name break out of the Content-Disposition header', () => {
    expect(contentDisposition('a"b\\c\r\nSet-Cookie: x=1;%.pdf')).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1;_.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%3B%25.pdf`,
    );
  });

  it('names the download after what the content is, without bidirectional or zero-width characters', async () => {
    const polyglot = await createByFile(multipartForm(fields(), [pdf('x.html')]));
    expect(polyglot.statusCode, polyglot.body).toBe(201);
    expect(polyglot.json().brief.attachment.file_name).toBe('x.pdf');
    const served = await download(polyglot.json().brief.id);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
    );

    // "invoice<RLO>fdp.exe" displays as "invoiceexe.pdf"; with every invisible character dropped it is what it is.
    const tricky = 'in\u202evoice\u200b\u2066\u061c\ufeff\u200e.exe';
    const spoofed = await createByFile(multipartForm(fields(), [pdf(tricky)]));
    expect(spoofed.statusCode, spoofed.body).toBe(201);
    expect(spoofed.json().brief.attachment.file_name).toBe('invoice.pdf');

    // A row stored before this rule is cleaned when served.
    const id = spoofed.json().brief.id;
    await t.connection.db.execute(
      sql`update files set original_name = ${'old\u202efdp.html'} where id = (select attachment_file_id from briefs where id = ${id})`,
    );
    expect((await download(id)).headers['content-disposition']).toBe(
      `attachment; filename="oldfdp.pdf"; filename*=UTF-8''oldfdp.pdf`,
    );
  });

  it.each([
    [
      'DOCX',
      'plan.docx',
      tinyDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['XLSX', 'plan.xlsx', tinyXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [
      'PNG',
      'plan.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'image/png',
    ],
    ['JPEG', 'plan.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'image/jpeg'],
    // The name does not matter, the content does.
    ['a PDF named .txt', 'notes.txt', TINY_PDF, 'application/pdf'],
  ])('accepts a %s', async (_kind, name, content, type) => {
    const response = await createByFile(multipartForm(fields(), [{ name, content }]));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().brief.attachment).toMatchObject({
      // The name ends with the extension of what the content is (docs/domain.md, decisions: download names).
      file_name: name === 'notes.txt' ? 'notes.pdf' : name,
      content_type: type,
      size: content.length,
    });
  });

  it.each([
    [
      'a text file named .pdf',
      pdf('brief.pdf', Buffer.from('Just some text, honestly.')),
      BRIEF_MESSAGES.fileType,
    ],
    [
      'a ZIP that is no Office document',
      pdf('brief.docx', zipArchive({ 'readme.txt': 'hello' })),
      BRIEF_MESSAGES.fileType,
    ],
    ['an empty file', pdf('brief.pdf', Buffer.alloc(0)), BRIEF_MESSAGES.fileEmpty],
  ])('refuses %s on the file field, storing nothing', async (_case, file, message) => {
    const before = await counts();
    const stored = storedFiles();
    const response = await createByFile(multipartForm(fields(), [file]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `File: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
      errors: { file: message },
    });
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toEqual(stored);
  });

  it('requires the document, and names every wrong field with it in one answer', async () => {
    const response = await createByFile(
      multipartForm(
        fields({ campaign_name: undefined, budget: '0', start_date: '2025-08-01', end_date: '2025-07-01' }),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Campaign name: enter the campaign name; Budget: the budget must be a number greater than zero; File: attach the brief document (PDF, DOCX, XLSX, PNG or JPEG)',
      errors: {
        campaign_name: BRIEF_MESSAGES.campaignName,
        budget: BRIEF_MESSAGES.budget,
        file: BRIEF_MESSAGES.file,
      },
    });
    // The date order is checked once the fields themselves are valid.
    const dates = await createByFile(
      multipartForm(fields({ start_date: '2025-08-01', end_date: '2025-07-01' }), [pdf()]),
    );
    expect(dates.json()).toEqual({
      message: 'End date: the end date cannot be before the start date',
      errors: { end_date: BRIEF_MESSAGES.endBeforeStart },
    });
  });

  it('refuses a second file and a file in another part', async () => {
    const two = await createByFile(multipartForm(fields(), [pdf('a.pdf'), pdf('b.pdf')]));
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ file: BRIEF_MESSAGES.fileCount });
    const elsewhere = await createByFile(multipartForm(fields(), [{ ...pdf(), field: 'document' }]));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({
      document: 'Send the document as the "file" part',
      file: BRIEF_MESSAGES.file,
    });
  });

  it('takes a document of exactly 20 MB and refuses one byte more with a 400 on the file field', async () => {
    const limit = Buffer.alloc(BRIEF_FILE_MAX_BYTES, 0x20);
    TINY_PDF.copy(limit);
    const atLimit = await createByFile(multipartForm(fields(), [pdf('big.pdf', limit)]));
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json().brief.attachment.size).toBe(BRIEF_FILE_MAX_BYTES);

    const before = await counts();
    const stored = storedFiles();
    const over = Buffer.concat([limit, Buffer.from(' ')]);
    const response = await createByFile(multipartForm(fields(), [pdf('bigger.pdf', over)]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'File: the document can be at most 20 MB',
      errors: { file: 'The document can be at most 20 MB' },
    });
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toEqual(stored);
  });

  it('removes the stored document when the transaction fails (unknown client)', async () => {
    const before = await counts();
    const stored = storedFiles();
    const response = await createByFile(multipartForm(fields({ client_id: '999999' }), [pdf()]));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      client_id: 'This client does not exist. Choose a client from the list.',
    });
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toEqual(stored);
  });

  it('answers 403 for a planner, 401 without a token, 415 for JSON', async () => {
    expect((await createByFile(multipartForm(fields(), [pdf()]), 'planner')).statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: `/api${createBriefByFile.path}`,
      ...multipartForm(fields(), [pdf()]),
    });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.call({
      method: 'POST',
      url: `/api${createBriefByFile.path}`,
      token: await t.tokenForRole('admin'),
      payload: fields(),
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('update a brief by file', () => {
  const fileBrief = (status: string) =>
    idOf(
      sql`select id from briefs where kind = 'file' and status = ${status} and deleted_at is null order by id limit 1`,
    );
  const documentOf = (id: number) =>
    one<{ file_id: number; storage_key: string; sha256: string }>(
      sql`select f.id as file_id, f.storage_key, f.sha256 from briefs b join files f on f.id = b.attachment_file_id where b.id = ${id}`,
    );

  it('keeps the document when no file is sent', async () => {
    const id = await fileBrief('pending');
    const before = await documentOf(id);
    const response = await updateByFile(id, multipartForm(fields({ campaign_name: 'Same document' })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Brief updated',
      brief: { id, campaign_name: 'Same document', status: 'pending' },
    });
    expect(await documentOf(id)).toEqual(before);
  });

  it('replaces the document: the new one recorded, the old row and stored file removed after the commit', async () => {
    const id = await fileBrief('pending');
    const before = await documentOf(id);
    expect(storedFiles()).toContain(before.storage_key);
    const response = await updateByFile(
      id,
      multipartForm(fields(), [{ name: 'v2.xlsx', content: tinyXlsx() }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().brief.attachment).toMatchObject({
      file_name: 'v2.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const after = await documentOf(id);
    expect(after.storage_key).not.toBe(before.storage_key);
    expect(storedFiles()).toContain(after.storage_key);
    expect(storedFiles()).not.toContain(before.storage_key);
    expect(await queryRows(t.connection, sql`select id from files where id = ${before.file_id}`)).toEqual([]);
    const downloaded = await download(id);
    expect(downloaded.rawPayload).toEqual(tinyXlsx());
  });

  it('resubmits a rejected file brief', async () => {
    const id = await fileBrief('rejected');
    const response = await updateByFile(id, multipartForm(fields(), [pdf()]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Brief resubmitted',
      brief: { status: 'pending', reason: null },
    });
    const told = await one<{ n: number }>(
      sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id
          where n.title = 'Brief resubmitted' and u.role = 'designer' and n.body like ${`%${response.json().brief.brief_number}%`}`,
    );
    expect(told.n).toBeGreaterThan(0);
  });

  it('refuses an approved brief with 409 and a form brief with 400, leaving no new file behind', async () => {
    const stored = storedFiles();
    const approved = await fileBrief('approved');
    const refused = await updateByFile(approved, multipartForm(fields(), [pdf()]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Cannot update: this brief is approved.' });
    const formBrief = await idOf(
      sql`select id from briefs where kind = 'form' and status = 'pending' order by id limit 1`,
    );
    const wrongKind = await updateByFile(formBrief, multipartForm(fields(), [pdf()]));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toEqual({
      message: 'This brief was filled in on the form; update it with the form, not by uploading a document.',
    });
    expect(storedFiles()).toEqual(stored);
  });
});

describe('download the document', () => {
  it('answers the seeded PDF to every reader role', async () => {
    const id = await idOf(
      sql`select id from briefs where kind = 'file' and status = 'approved' order by id limit 1`,
    );
    for (const role of ['admin', 'key_account_manager', 'designer', 'planner'] as const) {
      const response = await download(id, role);
      expect(response.statusCode, role).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
    }
    expect((await download(id, 'editor')).statusCode).toBe(403);
    const detail = await t.call({
      method: 'GET',
      url: `/api${fetchSingleBrief.path.replace('{id}', String(id))}`,
      token: await t.tokenForRole('planner'),
    });
    expect(detail.json().brief.attachment.size).toBe((await download(id)).rawPayload.length);
  });

  it('answers 404 for a brief without a document, and for no brief', async () => {
    const formBrief = await idOf(
      sql`select id from briefs where kind = 'form' and deleted_at is null order by id limit 1`,
    );
    const none = await download(formBrief);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This brief has no document' });
    const missing = await download(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Brief not found' });
  });

  it('answers 404 in plain words when the document row outlives its file in the store (never a 500)', async () => {
    const { id, key } = await one<{ id: number; key: string }>(
      sql`select b.id, f.storage_key as key from briefs b join files f on f.id = b.attachment_file_id
          where b.deleted_at is null order by b.id limit 1`,
    );
    await t.storage.remove(key);
    const gone = await download(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: STORED_FILE_MISSING });
  });
});
