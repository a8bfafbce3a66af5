import { SITE_IMPORT_COLUMNS, SITE_IMPORT_MAX_ROWS } from '@ooh/api/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../errors.ts';

/**
 * Reading a bulk import's file (docs/domain.md "Bulk import of sites"): a CSV or an XLSX told apart by its content
 * (an XLSX is a zip, whose unpacked size is checked before it is unpacked), its header matched to the template's
 * columns, its rows keyed by column. What the rows say is checked in import.ts.
 */

export type Column = (typeof SITE_IMPORT_COLUMNS)[number];
/** The columns a file must have: the site form's required fields. The others may be left out. */
const REQUIRED_COLUMNS: Column[] = [
  'site_code',
  'site_name',
  'city',
  'location',
  'medium',
  'width_ft',
  'height_ft',
  'monthly_rate',
];
/** A cell longer than this is refused on its row (no field of a site takes more than 200 characters). */
export const SITE_IMPORT_MAX_CELL = 500;
/** An XLSX is a zip: its content unpacked may not exceed this (a small file can unpack to gigabytes). */
const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  notSheet: 'The file must be a CSV or XLSX file (use the template)',
  empty: 'The file has no rows of sites under its header',
  tooManyRows: `The file has more than ${SITE_IMPORT_MAX_ROWS.toLocaleString('en-US')} sites; split it into several files`,
  unpacked: 'The XLSX file is too large once unpacked',
  unreadable: 'The file could not be read as a CSV or XLSX file',
} as const;

export type ImportRow = { row: number; cells: Partial<Record<Column, string>> };
type Row = ImportRow;

// ----- Reading the file ---------------------------------------------------------------------------------------

const isZip = (content: Buffer) => content.length >= 4 && content.readUInt32LE(0) === 0x04034b50;

/** The sum of a zip's entries' unpacked sizes, read from its central directory (without unpacking anything). */
function zipUnpackedBytes(content: Buffer): number | null {
  const from = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let at = content.length - 22; at >= from; at--) {
    if (content.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== 0x02014b50) return null;
    total += content.readUInt32LE(at + 24);
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return total;
}

/** A cell of exceljs as the text a person sees: formulas by their result, rich text joined, dates as days. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  const unpacked = zipUnpackedBytes(content);
  if (unpacked === null) throw badRequest(IMPORT_MESSAGES.unreadable);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw badRequest(IMPORT_MESSAGES.unpacked);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_MESSAGES.empty);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > SITE_IMPORT_MAX_ROWS + 2) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((value) => cellText(value as ExcelJS.CellValue));
  });
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(content: Buffer): string[][] {
  // Text only: a NUL byte or bytes that are not UTF-8 mean another kind of file (a PDF, an old .xls).
  if (content.includes(0)) throw badRequest(IMPORT_MESSAGES.notSheet);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(content);
  if (text.includes('\uFFFD')) throw badRequest(IMPORT_MESSAGES.notSheet);
  // Excel in some locales writes `;` between columns; the header line tells which.
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = header.includes(',')
    ? ','
    : header.includes(';')
      ? ';'
      : header.includes('\t')
        ? '\t'
        : ',';
  try {
    return parseCsv(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: 64 * 1024,
      to: SITE_IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(`The CSV file could not be read${line ? ` (near line ${line})` : ''}: check its quotes`);
  }
}

/** The file's rows under its header, keyed by column; 400 for a file that is not a sheet of the template's columns. */
export async function readImportFile(content: Buffer): Promise<Row[]> {
  const table = isZip(content) ? await readXlsx(content) : readCsv(content);
  const [header = [], ...body] = table;
  const names = header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
  const known = new Set<string>(SITE_IMPORT_COLUMNS);
  const unknown = names.filter((name) => name && !known.has(name));
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length || unknown.length) {
    const parts = [
      missing.length ? `missing ${missing.map((c) => `"${c}"`).join(', ')}` : '',
      unknown.length
        ? `unknown ${unknown
            .slice(0, 5)
            .map((c) => `"${c.slice(0, 40)}"`)
            .join(', ')}`
        : '',
    ].filter(Boolean);
    throw badRequest(`The header row does not match the template: ${parts.join('; ')}`);
  }
  const rows: Row[] = [];
  body.forEach((values, index) => {
    if (values.every((value) => !value?.trim())) return;
    const cells: Row['cells'] = {};
    names.forEach((name, at) => {
      const value = values[at]?.trim();
      if (name && value) cells[name as Column] = value;
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (rows.length > SITE_IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return rows;
}
