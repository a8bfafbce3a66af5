import { SITE_IMPORT_COLUMNS, SITE_IMPORT_MAX_BYTES, type StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm } from '../test/multipart.ts';

// docs/domain.md "Bulk import" (issue 16): a CSV or XLSX file by content, a row-by-row report, all or nothing.

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

type Cells = Partial<Record<(typeof SITE_IMPORT_COLUMNS)[number], string | number>>;
const good = (code: string, more: Cells = {}): Cells => ({
  site_code: code,
  site_name: `Test site ${code}`,
  region: 'Punjab',
  city: 'Lahore',
  location: 'MM Alam Road',
  medium: 'Billboard',
  asset_type: 'Front-lit',
  sec: 'A',
  lsm: '7',
  width_ft: 40,
  height_ft: 20,
  faces: 2,
  illuminated: 'yes',
  latitude: 31.51,
  longitude: 74.35,
  monthly_rate: '350,000',
  ...more,
});

const csvOf = (rows: Cells[], columns: readonly string[] = SITE_IMPORT_COLUMNS) =>
  [
    columns.join(','),
    ...rows.map((row) =>
      columns
        .map((column) => {
          const value = String(row[column as keyof Cells] ?? '');
          return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
        })
        .join(','),
    ),
  ].join('\n');

async function xlsxOf(rows: Cells[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sites');
  sheet.addRow([...SITE_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(SITE_IMPORT_COLUMNS.map((column) => row[column] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function send(
  kind: 'preview' | 'confirm',
  content: Buffer | string,
  role: StaffRole = 'admin',
  name = 'sites.csv',
) {
  const form = multipartForm({}, [{ name, content }]);
  return t.call({
    method: 'POST',
    url: `/api/admin/import-sites/${kind}`,
    token: await t.tokenForRole(role),
    payload: form.payload,
    headers: form.headers,
  });
}
const siteCount = async () =>
  Number((await queryRows<{ n: number }>(t.connection, sql`select count(*)::int as n from sites`))[0]?.n);

describe('preview', () => {
  it('reports every row of a good CSV accepted, and writes nothing', async () => {
    const before = await siteCount();
    const response = await send(
      'preview',
      csvOf([good('IMP-001'), good('IMP-002', { city: 'karachi', region: '', location: 'Sea View' })]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        { row: 2, site_code: 'IMP-001', site_name: 'Test site IMP-001', problems: [] },
        { row: 3, site_code: 'IMP-002', site_name: 'Test site IMP-002', problems: [] },
      ],
      accepted: 2,
      refused: 0,
    });
    expect(await siteCount()).toBe(before);
  });

  it('names each refused row and why', async () => {
    const [existing] = await queryRows<{ site_code: string }>(
      t.connection,
      sql`select site_code from sites order by id limit 1`,
    );
    const rows: Cells[] = [
      good('BAD-1', { city: 'Atlantis' }),
      good('BAD-2', { region: 'Narnia' }),
      good('BAD-3', { medium: 'Hologram', asset_type: 'Sparkly', sec: 'Z', lsm: '99' }),
      good('BAD-4', { latitude: 123, longitude: '' }),
      good('BAD-5', { width_ft: 'wide', monthly_rate: '-5', faces: '1.5' }),
      good('BAD-5'),
      good(existing?.site_code ?? ''),
      good('BAD-8', { medium: 'DOOH Screen', asset_type: 'Digital' }),
      good('BAD-9', { spot_length_seconds: 10 }),
      good('OK-10', {
        medium: 'LED Wall',
        spot_length_seconds: 10,
        loop_length_seconds: 60,
        spots_per_loop: 6,
      }),
      good('BAD 11', { illuminated: 'maybe', site_name: '' }),
    ];
    const response = await send('preview', csvOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    const problems = Object.fromEntries(
      report.rows.map((row: { row: number; problems: string[] }) => [row.row, row.problems]),
    );
    expect(problems[2]).toEqual(['Unknown city "Atlantis" in Punjab']);
    expect(problems[3]).toEqual(['Unknown region "Narnia"']);
    expect(problems[4]).toEqual([
      'Unknown medium "Hologram"',
      'Unknown asset type "Sparkly"',
      'Unknown SEC range "Z"',
      'Unknown LSM level "99"',
    ]);
    expect(problems[5]).toEqual([
      'latitude: Latitude must be between -90 and 90',
      'Enter both latitude and longitude, or neither',
    ]);
    expect(problems[6]).toEqual([
      'width_ft: Width must be above 0 and at most 1,000 ft',
      'faces: Faces must be a whole number from 1 to 20',
      'monthly_rate: Enter the monthly rate (PKR, 0 or more)',
    ]);
    expect(problems[7]).toEqual(['Site code BAD-5 is also on row 6']);
    expect(problems[8]).toEqual([`Site code ${existing?.site_code} is already in the inventory`]);
    expect(problems[9]).toEqual([
      'spot_length_seconds: A digital site needs its spot length (DOOH Screen is digital)',
      'loop_length_seconds: A digital site needs its loop length (DOOH Screen is digital)',
      'spots_per_loop: A digital site needs its spots per loop (DOOH Screen is digital)',
    ]);
    expect(problems[10]).toEqual([
      'spot_length_seconds: A conventional site has no spot length: leave it empty (Billboard is conventional)',
    ]);
    expect(problems[11]).toEqual([]);
    expect(problems[12]).toEqual([
      'illuminated: write yes or no',
      'site_code: The site code takes letters, digits and . _ / - only',
      'site_name: Enter the site name',
    ]);
    expect(report).toMatchObject({ accepted: 1, refused: 10 });
  });

  it('reads an XLSX file by its content, whatever its name', async () => {
    const content = await xlsxOf([good('XL-001'), good('XL-002', { city: 'Nowhere' })]);
    const response = await send('preview', content, 'key_account_manager', 'sites.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      rows: [
        { row: 2, site_code: 'XL-001', problems: [] },
        { row: 3, site_code: 'XL-002', problems: ['Unknown city "Nowhere" in Punjab'] },
      ],
      accepted: 1,
      refused: 1,
    });
  });

  it('notes a new location of a known city, to be added on confirm', async () => {
    const response = await send('preview', csvOf([good('LOC-1', { location: 'Zafar Ali Road' })]));
    expect(response.json().rows[0]).toEqual({
      row: 2,
      site_code: 'LOC-1',
      site_name: 'Test site LOC-1',
      problems: [],
      notes: ['New location "Zafar Ali Road" will be added to Lahore'],
    });
  });

  it('400 for a file that is not a sheet of the template, too many rows or too large; 403 for a planner', async () => {
    const wrongHeader = await send('preview', 'code,name\nA,B\n');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toMatch(
      /^The header row does not match the template: missing "site_code"/,
    );
    const headerOnly = await send('preview', `${SITE_IMPORT_COLUMNS.join(',')}\n`);
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().message).toBe('The file has no rows of sites under its header');
    const pdf = await send('preview', Buffer.from('%PDF-1.4\n\0\0binary'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toMatch(/CSV or XLSX/);
    const many = await send('preview', csvOf(Array.from({ length: 5001 }, (_, i) => good(`M-${i}`))));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('The file has more than 5,000 sites; split it into several files');
    const huge = await send('preview', Buffer.alloc(SITE_IMPORT_MAX_BYTES + 10, 'a'));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/larger than 5 MB/);
    const long = await send('preview', csvOf([good('LONG-1', { site_name: 'x'.repeat(600) })]));
    expect(long.json().rows[0].problems).toContain('site_name: at most 500 characters in a cell');
    const noFile = await t.call({
      method: 'POST',
      url: '/api/admin/import-sites/preview',
      token: await t.tokenForRole('admin'),
      ...multipartForm({}),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: 'Choose a CSV or XLSX file of sites' });
    expect((await send('preview', csvOf([good('P-1')]), 'planner')).statusCode).toBe(403);
  });
});

describe('confirm', () => {
  it('refuses the whole file (409 with the report) when one row is refused, writing nothing', async () => {
    const before = await siteCount();
    const response = await send('confirm', csvOf([good('ALL-1'), good('ALL-2', { medium: 'Hologram' })]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Nothing was imported: 1 of 2 rows are refused. Fix them and import the file again.',
      accepted: 1,
      refused: 1,
      rows: [
        { site_code: 'ALL-1', problems: [] },
        { site_code: 'ALL-2', problems: ['Unknown medium "Hologram"'] },
      ],
    });
    expect(await siteCount()).toBe(before);
  });

  it('imports every row in one go (CSV), adding a new location once, the sites approved in their city and region', async () => {
    const before = await siteCount();
    const response = await send(
      'confirm',
      csvOf([
        good('NEW-1', { location: 'Zafar Ali Road' }),
        good('NEW-2', { location: 'zafar ali  road' }),
        good('NEW-3', {
          medium: 'LED Wall',
          spot_length_seconds: 10,
          loop_length_seconds: 60,
          spots_per_loop: 6,
        }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Imported 3 sites and 1 new location.',
      created: 3,
      accepted: 3,
      refused: 0,
    });
    expect(await siteCount()).toBe(before + 3);
    const rows = await queryRows<Record<string, unknown>>(
      t.connection,
      sql`select s.site_code, s.status, s.city_name, r.name as region, l.name as location, s.monthly_rate::float as rate,
            s.illuminated, s.spots_per_loop, s.faces
          from sites s join regions r on r.id = s.region_id join locations l on l.id = s.location_id
          where s.site_code like 'NEW-%' order by s.site_code`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        site_code: 'NEW-1',
        status: 'approved',
        city_name: 'Lahore',
        region: 'Punjab',
        location: 'Zafar Ali Road',
        rate: 350000,
        illuminated: true,
        faces: 2,
      }),
      expect.objectContaining({ site_code: 'NEW-2', location: 'Zafar Ali Road' }),
      expect.objectContaining({ site_code: 'NEW-3', location: 'MM Alam Road', spots_per_loop: 6 }),
    ]);
    // Imported again: every code is now taken.
    const again = await send('confirm', csvOf([good('NEW-1')]));
    expect(again.statusCode).toBe(409);
    expect(again.json().rows[0].problems).toEqual(['Site code NEW-1 is already in the inventory']);
  });

  it('imports an XLSX file', async () => {
    const response = await send(
      'confirm',
      await xlsxOf([good('XLS-1', { city: 'Quetta', region: 'Balochistan', location: 'Zarghoon Road' })]),
      'key_account_manager',
      'sites.xlsx',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Imported 1 site.');
  });
});

describe('template', () => {
  it('CSV: the header row and an example row that previews clean', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/admin/import-sites/template?format=csv',
      token: await t.tokenForRole('key_account_manager'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('site-import-template.csv');
    const [header, example] = response.body.trim().split('\r\n');
    expect(header).toBe(SITE_IMPORT_COLUMNS.join(','));
    expect(example).toMatch(/^LHE-BB-9001,/);
    const preview = await send('preview', response.rawPayload);
    expect(preview.json()).toMatchObject({ accepted: 1, refused: 0 });
  });

  it('XLSX (the default): the same rows in a workbook; 403 for a planner', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/admin/import-sites/template',
      token: await t.tokenForRole('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('site-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SITE_IMPORT_COLUMNS]);
    expect(sheet.getRow(2).getCell(1).value).toBe('LHE-BB-9001');
    const preview = await send('preview', response.rawPayload, 'admin', 'template.xlsx');
    expect(preview.json()).toMatchObject({ accepted: 1, refused: 0 });
    const planner = await t.call({
      method: 'GET',
      url: '/api/admin/import-sites/template',
      token: await t.tokenForRole('planner'),
    });
    expect(planner.statusCode).toBe(403);
  });
});
