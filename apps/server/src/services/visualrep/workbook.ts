import { Readable } from 'node:stream';
import { PLAN_COLUMNS, type PlanColumnKey, type PlanSiteRow } from '@ooh/api/contract';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import type { Storage } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { XLSX } from '../files/file-content.ts';
import { downloadName } from '../files/index.ts';
import { findPlanDetail, groupByCity, PLAN_NOT_FOUND } from '../plans/queries.ts';
import { planPhotoRows } from './photos.ts';
import { readAll } from './read-all.ts';

/**
 * The visual representation as a workbook (docs/domain.md "Visual representation"): one sheet per city of the
 * plan (the chosen cities, or all), a row per site with the plan's columns that are not hidden from the client,
 * money as numbers with a money format, a totals row of SUM formulas, and the site's photo (its web copy, shrunk).
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

/** The photo column: pictures shown this wide (px), from a copy twice as wide (sharp on screens). */
const PHOTO_WIDTH = 200;
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

/** A thumbnail of a stored web copy for the sheet, or null when its file is gone from the store. */
async function thumbnail(storage: Storage, key: string) {
  try {
    const content = await readAll(await storage.read(key));
    const { data, info } = await sharp(content)
      .resize({ width: PHOTO_WIDTH * 2, withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

export interface VisualRepWorkbook {
  fileName: string;
  content: Buffer;
}

/** visualrep-excelsheet: the workbook of the plan's sites in `cityIds` (all cities when empty). */
export async function planWorkbook(
  deps: { db: Db; storage: Storage },
  planId: number,
  cityIds: readonly number[],
): Promise<VisualRepWorkbook> {
  const plan = await findPlanDetail(deps.db, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const wanted = new Set(cityIds);
  const rows = plan.sites_list.filter((row) => wanted.size === 0 || wanted.has(row.city_id));
  const photos = await planPhotoRows(deps.db, planId);
  const hidden = new Set<string>(plan.hide_columns);
  const shown = PLAN_COLUMNS.filter((column) => !hidden.has(column.key));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'OOH back office';
  workbook.title = `${plan.planName} — visual representation`;
  const used = new Set<string>();
  const groups = groupByCity(rows);
  if (groups.length === 0) {
    const sheet = workbook.addWorksheet(sheetName('Plan', used));
    sheet.addRow([`${plan.planName}: no sites${wanted.size ? ' in the chosen cities' : ''}`]);
  }
  for (const group of groups) {
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
    for (const [index, site] of group.sites.entries()) {
      const row = sheet.addRow(shown.map((column) => COLUMNS[column.key].value(site)));
      shown.forEach((column, at) => {
        const { numFmt } = COLUMNS[column.key];
        if (numFmt) row.getCell(at + 1).numFmt = numFmt;
      });
      const photo = photos.get(site.site_id);
      const picture = photo ? await thumbnail(deps.storage, photo.webKey) : null;
      if (!picture) {
        row.getCell(photoColumn + 1).value = photo ? 'Photo missing from the file store' : 'No photo yet';
        continue;
      }
      const height = Math.round((PHOTO_WIDTH * picture.height) / picture.width);
      // exceljs declares its own `Buffer` (an ArrayBuffer); it takes Node's at run time.
      const imageId = workbook.addImage({
        buffer: picture.data as unknown as ExcelJS.Buffer,
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

  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: downloadName(`${plan.planName} visual representation`, XLSX), content };
}

/** The workbook as route() sends a download. */
export function workbookDownload(workbook: VisualRepWorkbook) {
  return {
    kind: 'download' as const,
    stream: Readable.from([workbook.content]),
    fileName: workbook.fileName,
    contentType: XLSX,
    size: workbook.content.length,
  };
}
