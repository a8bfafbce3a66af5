import { PLAN_COLUMNS, type PlanColumnKey, type PlanSiteRow } from '@ooh/api/contract';
import ExcelJS from 'exceljs';
import type { DocumentIo, DocumentPhoto, WorkbookData } from './document-data.ts';

/**
 * The workbook's layout (docs/domain.md "Visual representation"), run in the document worker
 * (document.worker.ts): one sheet per city, a row per site with the plan's columns that are not hidden from the
 * client, money as numbers with a money format, a totals row of SUM formulas, and the site's photo (a thumbnail
 * the request side made with sharp, asked for as its row is written).
 */

const MONEY = '#,##0.00';
const WHOLE = '#,##0';

type Cell = string | number | null;

interface Column {
  width: number;
  value: (row: PlanSiteRow) => Cell;
  numFmt?: string;
  /** Summed in the totals row. */
  sum?: (row: PlanSiteRow) => number;
}

const money = (pick: (row: PlanSiteRow) => number, sum = true): Column => ({
  width: 14,
  value: pick,
  numFmt: MONEY,
  ...(sum ? { sum: pick } : {}),
});

/** How each column of the site table is written; every key of PLAN_COLUMNS has one. */
const COLUMNS: Record<PlanColumnKey, Column> = {
  site_code: { width: 12, value: (row) => row.site_code },
  site_name: { width: 28, value: (row) => row.site_name },
  location_name: { width: 22, value: (row) => row.location_name },
  medium_name: { width: 16, value: (row) => row.medium_name },
  size: { width: 12, value: (row) => `${row.width_ft} × ${row.height_ft}` },
  faces: { width: 7, value: (row) => row.faces, numFmt: '0', sum: (row) => row.faces },
  illuminated: { width: 6, value: (row) => (row.illuminated ? 'Yes' : 'No') },
  dates: { width: 24, value: (row) => `${row.start_date} – ${row.end_date}` },
  days: { width: 7, value: (row) => row.days, numFmt: '0' },
  line_type: { width: 10, value: (row) => (row.line_type === 'foc' ? 'FOC' : 'Paid') },
  monthly_rate: money((row) => row.monthly_rate, false),
  discount_percent: { width: 10, value: (row) => row.discount_percent, numFmt: '0.00"%"' },
  gross: money((row) => row.gross),
  net: money((row) => row.net),
  printing_rate: money((row) => row.printing_rate, false),
  mounting_cost: money((row) => row.mounting_cost),
  production: money((row) => row.production),
  total: money((row) => row.total),
  spot: {
    width: 12,
    value: (row) =>
      row.spot_length_seconds === null ? null : `${row.spot_length_seconds} / ${row.loop_length_seconds}`,
  },
  plays_per_day: { width: 11, value: (row) => row.plays_per_day, numFmt: WHOLE },
  impressions: {
    width: 14,
    value: (row) => row.impressions,
    numFmt: WHOLE,
    sum: (row) => row.impressions ?? 0,
  },
  cpm: { width: 10, value: (row) => row.cpm, numFmt: MONEY },
};

/** The photo column: pictures shown this wide (px); the thumbnail is twice as wide (workbook.ts). */
export const PHOTO_WIDTH = 200;
const PHOTO_COLUMN_WIDTH = 30;

/** Excel's rules for a sheet name: at most 31 characters, none of `[]:*?/\`, unique without case. */
export function sheetName(city: string, used: Set<string>): string {
  const base =
    city
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'City';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  used.add(name.toLowerCase());
  return name;
}

/** Thumbnails asked for ahead of the row being written: the request side makes them meanwhile (sharp's pool has 4). */
const AHEAD = 4;

/** The photo of each row in turn, asking `AHEAD` rows ahead (at most that many thumbnails wait in memory). */
function photosInTurn(io: DocumentIo, photoIndexes: ReadonlyArray<number | null>) {
  const asked = new Map<number, Promise<DocumentPhoto | null>>();
  let next = 0;
  return (row: number): Promise<DocumentPhoto | null> => {
    for (; next < photoIndexes.length && next <= row + AHEAD; next++) {
      const index = photoIndexes[next];
      if (index !== null && index !== undefined) asked.set(next, io.photo(index));
    }
    const photo = asked.get(row) ?? Promise.resolve(null);
    asked.delete(row);
    return photo;
  };
}

/** Writes the workbook of `data` through `io`. */
export async function writeWorkbook(data: WorkbookData, io: DocumentIo): Promise<void> {
  const hidden = new Set<string>(data.hidden);
  const shown = PLAN_COLUMNS.filter((column) => !hidden.has(column.key));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'OOH back office';
  workbook.title = `${data.planName} — visual representation`;
  const used = new Set<string>();
  if (data.cities.length === 0) {
    const sheet = workbook.addWorksheet(sheetName('Plan', used));
    sheet.addRow([`${data.planName}: no sites${data.citiesChosen ? ' in the chosen cities' : ''}`]);
  }
  for (const group of data.cities) {
    const sheet = workbook.addWorksheet(sheetName(group.city_name, used), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = [
      ...shown.map((column) => ({
        header: column.label,
        key: column.key,
        width: COLUMNS[column.key].width,
      })),
      { header: 'Photo', key: 'photo', width: PHOTO_COLUMN_WIDTH },
    ];
    sheet.getRow(1).font = { bold: true };
    const photoColumn = shown.length; // zero-based index of the photo column
    const photoOf = photosInTurn(
      io,
      group.sites.map((site) => site.photo),
    );
    for (const [index, site] of group.sites.entries()) {
      const row = sheet.addRow(shown.map((column) => COLUMNS[column.key].value(site)));
      shown.forEach((column, at) => {
        const { numFmt } = COLUMNS[column.key];
        if (numFmt) row.getCell(at + 1).numFmt = numFmt;
      });
      const picture = await photoOf(index);
      if (!picture) {
        row.getCell(photoColumn + 1).value =
          site.photo === null ? 'No photo yet' : 'Photo missing from the file store';
        continue;
      }
      const height = Math.round((PHOTO_WIDTH * picture.height) / picture.width);
      // exceljs declares its own `Buffer` (an ArrayBuffer); it takes Node's at run time.
      const imageId = workbook.addImage({
        buffer: Buffer.from(picture.bytes) as unknown as ExcelJS.Buffer,
        extension: 'jpeg',
      });
      sheet.addImage(imageId, {
        tl: { col: photoColumn, row: index + 1 },
        ext: { width: PHOTO_WIDTH, height },
        editAs: 'oneCell',
      });
      // Points are 3/4 of a pixel; a little room under the picture.
      row.height = height * 0.75 + 4;
    }
    const first = 2;
    const last = group.sites.length + 1;
    const totals = sheet.addRow(shown.map((_, index) => (index === 0 ? 'Total' : null)));
    totals.font = { bold: true };
    shown.forEach((column, index) => {
      const { sum, numFmt } = COLUMNS[column.key];
      if (!sum || index === 0) return;
      const letter = sheet.getColumn(index + 1).letter;
      const cell = totals.getCell(index + 1);
      const result = group.sites.reduce((total, site) => total + sum(site), 0);
      cell.value = {
        formula: `SUM(${letter}${first}:${letter}${last})`,
        result: Math.round(result * 100) / 100,
      };
      if (numFmt) cell.numFmt = numFmt;
    });
  }

  io.write(new Uint8Array(await workbook.xlsx.writeBuffer()));
}
