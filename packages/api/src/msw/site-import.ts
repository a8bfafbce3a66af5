import { HttpResponse } from 'msw';
import {
  confirmSiteImport,
  downloadSiteImportTemplate,
  previewSiteImport,
  SITE_IMPORT_COLUMNS,
  type SiteImportRow,
} from '../contract/endpoints/sites.ts';
import type { HandlerOptions } from './auth.ts';
import { fixtures as f } from './fixtures.ts';
import { errorResponse, mockEndpoint } from './mock.ts';

/** The template's example row (the server's `SITE_IMPORT_EXAMPLE`), with the fixtures' names. */
const EXAMPLE: Record<(typeof SITE_IMPORT_COLUMNS)[number], string> = {
  site_code: 'LHE-BB-9001',
  site_name: 'MM Alam Road facing Gulberg',
  region: 'Punjab',
  city: 'Lahore',
  location: 'MM Alam Road',
  medium: 'Billboard',
  asset_type: 'Front-lit',
  printing_media_type: 'Panaflex',
  sec: 'A',
  lsm: 'LSM 10',
  width_ft: '40',
  height_ft: '20',
  faces: '1',
  illuminated: 'yes',
  latitude: '31.5204',
  longitude: '74.3587',
  monthly_rate: '350000',
  daily_traffic: '120000',
  spot_length_seconds: '',
  loop_length_seconds: '',
  spots_per_loop: '',
};
export const SITE_IMPORT_TEMPLATE_CSV = `${SITE_IMPORT_COLUMNS.join(',')}\r\n${SITE_IMPORT_COLUMNS.map((c) => EXAMPLE[c]).join(',')}\r\n`;

/** A report with one accepted and two refused rows: what a stories' or tests' XLSX file previews as. */
export const sampleImportReport = {
  rows: [
    { row: 2, site_code: 'LHE-BB-9001', site_name: 'MM Alam Road facing Gulberg', problems: [] },
    {
      row: 3,
      site_code: 'KHI-BB-9002',
      site_name: 'Sea View promenade',
      problems: ['Unknown city "Karachy" in Sindh'],
    },
    {
      row: 4,
      site_code: 'LHE-BB-9001',
      site_name: 'Mall Road',
      problems: ['Site code LHE-BB-9001 is also on row 2', 'latitude: Latitude must be between -90 and 90'],
    },
  ] satisfies SiteImportRow[],
  accepted: 1,
  refused: 2,
};

/**
 * A light reading of a CSV file (no quoted commas) as the server checks it: unknown city, unknown medium,
 * duplicate code in the file or in the fixtures' inventory, coordinates out of range. An XLSX file (a zip) previews
 * as `sampleImportReport`.
 */
async function reportOf(file: unknown) {
  if (!(file instanceof Blob)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return structuredClone(sampleImportReport);
  const [header = '', ...lines] = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const columns = header.split(',').map((c) => c.trim().toLowerCase());
  if (!columns.includes('site_code') || !columns.includes('city')) return 'header';
  const seen = new Map<string, number>();
  const rows: SiteImportRow[] = [];
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const cells = Object.fromEntries(line.split(',').map((v, at) => [columns[at], v.trim()]));
    const row = index + 2;
    const code = cells.site_code ?? '';
    const problems: string[] = [];
    if (!f.cities.some((c) => c.name.toLowerCase() === (cells.city ?? '').toLowerCase()))
      problems.push(`Unknown city "${cells.city ?? ''}"`);
    if (cells.medium && !f.mediums.some((m) => m.name.toLowerCase() === cells.medium?.toLowerCase()))
      problems.push(`Unknown medium "${cells.medium}"`);
    if (seen.has(code)) problems.push(`Site code ${code} is also on row ${seen.get(code)}`);
    else seen.set(code, row);
    if (f.sites.some((s) => s.site_code === code))
      problems.push(`Site code ${code} is already in the inventory`);
    const latitude = Number(cells.latitude);
    if (cells.latitude && !(latitude >= -90 && latitude <= 90))
      problems.push('latitude: Latitude must be between -90 and 90');
    rows.push({ row, site_code: code, site_name: cells.site_name ?? '', problems });
  });
  if (!rows.length) return 'empty';
  const refused = rows.filter((r) => r.problems.length).length;
  return { rows, accepted: rows.length - refused, refused };
}

const refusedFile = (problem: unknown) =>
  problem === 'header'
    ? errorResponse(400, 'The header row does not match the template: missing "site_code"')
    : problem === 'empty'
      ? errorResponse(400, 'The file has no rows of sites under its header')
      : errorResponse(400, {
          message: 'File: Choose a CSV or XLSX file of sites',
          errors: { file: 'Choose a CSV or XLSX file of sites' },
        });

/** The bulk import of sites (issue 16): preview, confirm all or nothing, the template. Writes nothing to the db. */
export function siteImportHandlers(options: HandlerOptions = {}) {
  return [
    mockEndpoint(
      previewSiteImport,
      async ({ body }) => {
        const report = await reportOf((body as Record<string, unknown> | undefined)?.file);
        return typeof report === 'object' && report ? report : refusedFile(report);
      },
      options,
    ),
    mockEndpoint(
      confirmSiteImport,
      async ({ body }) => {
        const report = await reportOf((body as Record<string, unknown> | undefined)?.file);
        if (typeof report !== 'object' || !report) return refusedFile(report);
        if (report.refused > 0)
          return errorResponse(409, {
            ...report,
            message: `Nothing was imported: ${report.refused} of ${report.rows.length} rows are refused. Fix them and import the file again.`,
          });
        return HttpResponse.json(
          {
            ...report,
            created: report.accepted,
            message: `Imported ${report.accepted} site${report.accepted === 1 ? '' : 's'}.`,
          },
          { status: 201 },
        );
      },
      options,
    ),
    mockEndpoint(
      downloadSiteImportTemplate,
      ({ url }) => {
        const csv = url.searchParams.get('format') === 'csv';
        return new HttpResponse(SITE_IMPORT_TEMPLATE_CSV, {
          headers: {
            'content-type': csv
              ? 'text/csv'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="site-import-template.${csv ? 'csv' : 'xlsx'}"`,
          },
        });
      },
      options,
    ),
  ];
}
