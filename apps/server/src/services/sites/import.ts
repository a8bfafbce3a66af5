import { Readable } from 'node:stream';
import { SITE_IMPORT_COLUMNS, type SiteImportRow, SiteInput } from '@ooh/api/contract';
import { inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/connection.ts';
import {
  assetTypes,
  cities,
  locations,
  lsmLevels,
  mediums,
  printingMediaTypes,
  regions,
  secRanges,
  sites,
} from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { slotDataProblems } from './writes.ts';

/**
 * Bulk import of sites (issue 16; docs/domain.md "Bulk import", written in /work/i16/domain-lookups.md): a CSV or
 * XLSX file, told apart by its content, with the template's columns; every row checked as the site form checks a
 * site (the contract's `SiteInput`, plus the digital slot rule of `slotDataProblems`), names resolved to the
 * lookups; a preview writes nothing, a confirm writes every row or none. A location unknown in a known city is
 * added to that city (the report says so on the row): nothing else in the app adds locations, and a file of new
 * sites is mostly new roads.
 */

import {
  type Column,
  IMPORT_MESSAGES,
  type ImportRow as Row,
  readImportFile,
  SITE_IMPORT_MAX_CELL,
} from './import-file.ts';

export { IMPORT_MESSAGES, SITE_IMPORT_MAX_CELL };

// ----- Checking the rows --------------------------------------------------------------------------------------

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A number cell as the form's number fields read it: digits, a point, grouping commas ("150,000"); else NaN. */
function numberCell(value: string | undefined) {
  if (value === undefined) return undefined;
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value) ? value.replaceAll(',', '') : value;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

interface Lookups {
  regions: Map<string, { id: number; name: string }>;
  /** By city name: every city of that name (one per region). */
  cities: Map<string, Array<{ id: number; name: string; regionId: number }>>;
  mediums: Map<string, { id: number; name: string; kind: 'conventional' | 'digital' }>;
  assetTypes: Map<string, number>;
  printingMediaTypes: Map<string, number>;
  secRanges: Map<string, number>;
  lsm: Map<string, number>;
}

async function loadLookups(db: Db): Promise<Lookups> {
  const [regionRows, cityRows, mediumRows, assetRows, printingRows, secRows, lsmRows] = await Promise.all([
    db.select({ id: regions.id, name: regions.name }).from(regions),
    db.select({ id: cities.id, name: cities.name, regionId: cities.regionId }).from(cities),
    db.select({ id: mediums.id, name: mediums.name, kind: mediums.kind }).from(mediums),
    db.select({ id: assetTypes.id, name: assetTypes.name }).from(assetTypes),
    db.select({ id: printingMediaTypes.id, name: printingMediaTypes.name }).from(printingMediaTypes),
    db.select({ id: secRanges.id, name: secRanges.name }).from(secRanges),
    db.select({ id: lsmLevels.id, name: lsmLevels.name, level: lsmLevels.level }).from(lsmLevels),
  ]);
  const cityMap = new Map<string, Lookups['cities'] extends Map<string, infer V> ? V : never>();
  for (const city of cityRows) cityMap.set(key(city.name), [...(cityMap.get(key(city.name)) ?? []), city]);
  const named = (rows: Array<{ id: number; name: string }>) =>
    new Map(rows.map((row) => [key(row.name), row.id]));
  const lsm = named(lsmRows);
  // An LSM level may be written as its number ("7") as well as its name ("LSM 7").
  for (const row of lsmRows) lsm.set(String(row.level), row.id);
  return {
    regions: new Map(regionRows.map((row) => [key(row.name), row])),
    cities: cityMap,
    mediums: new Map(mediumRows.map((row) => [key(row.name), row])),
    assetTypes: named(assetRows),
    printingMediaTypes: named(printingRows),
    secRanges: named(secRows),
    lsm,
  };
}

/** A row ready to insert. */
interface Accepted {
  row: number;
  cityId: number;
  regionId: number;
  /** Known location, or the name of one to add to the city. */
  location: { id: number } | { newName: string };
  values: Omit<typeof sites.$inferInsert, 'regionId' | 'cityId' | 'locationId'>;
}

export interface ImportCheck {
  report: { rows: SiteImportRow[]; accepted: number; refused: number };
  accepted: Accepted[];
}

/** What the checks of one file share: the lookups, the cities' locations, the codes taken, what earlier rows did. */
interface FileContext {
  lookups: Lookups;
  /** `${cityId}:${key(location)}` → the location's id. */
  locationByCity: Map<string, number>;
  /** Codes in the inventory → whether the site that has it was removed. */
  taken: Map<string, boolean>;
  firstRowOfCode: Map<string, number>;
  newLocations: Set<string>;
}

/** One row's findings: what is wrong (refuses the row), and what will happen besides (notes). */
interface Findings {
  problems: string[];
  notes: string[];
}

async function loadFileContext(db: Db, rows: Row[]): Promise<FileContext> {
  const lookups = await loadLookups(db);

  // The locations of the cities the file names, in one read.
  const cityIds = new Set<number>();
  for (const { cells } of rows)
    for (const city of lookups.cities.get(key(cells.city ?? '')) ?? []) cityIds.add(city.id);
  const locationRows = cityIds.size
    ? await db
        .select({ id: locations.id, name: locations.name, cityId: locations.cityId })
        .from(locations)
        .where(inArray(locations.cityId, [...cityIds]))
    : [];
  const locationByCity = new Map(locationRows.map((row) => [`${row.cityId}:${key(row.name)}`, row.id]));

  // Codes taken in the inventory (live or removed: a code is never reused), by the unique index.
  const codes = [...new Set(rows.map((row) => row.cells.site_code).filter((code): code is string => !!code))];
  const taken = new Map<string, boolean>();
  for (let at = 0; at < codes.length; at += 1000) {
    const part = codes.slice(at, at + 1000);
    const found = await db
      .select({ code: sites.siteCode, deleted: sql<boolean>`${sites.deletedAt} is not null` })
      .from(sites)
      .where(inArray(sites.siteCode, part));
    for (const row of found) taken.set(row.code, Boolean(row.deleted));
  }
  return { lookups, locationByCity, taken, firstRowOfCode: new Map(), newLocations: new Set() };
}

/** Where: region (optional, to tell apart cities of one name), city, location (a new one is added to its city). */
function checkPlace(cells: Row['cells'], context: FileContext, { problems, notes }: Findings) {
  const { lookups } = context;
  let region: { id: number; name: string } | undefined;
  if (cells.region) {
    region = lookups.regions.get(key(cells.region));
    if (!region) problems.push(`Unknown region "${cells.region}"`);
  }
  let city: { id: number; name: string; regionId: number } | undefined;
  if (!cells.city) problems.push('city: enter the city');
  else if (!cells.region || region) {
    const candidates = (lookups.cities.get(key(cells.city)) ?? []).filter(
      (candidate) => !region || candidate.regionId === region.id,
    );
    if (candidates.length === 0)
      problems.push(`Unknown city "${cells.city}"${region ? ` in ${region.name}` : ''}`);
    else if (candidates.length > 1)
      problems.push(`There is a "${cells.city}" in several regions: fill in the region`);
    else city = candidates[0];
  }
  let location: Accepted['location'] | undefined;
  if (!cells.location) problems.push('location: enter the location');
  else if (city) {
    const id = context.locationByCity.get(`${city.id}:${key(cells.location)}`);
    if (id) location = { id };
    else {
      location = { newName: cells.location.replace(/\s+/g, ' ') };
      const newKey = `${city.id}:${key(cells.location)}`;
      notes.push(
        context.newLocations.has(newKey)
          ? `New location "${location.newName}" in ${city.name} (added once, with an earlier row)`
          : `New location "${location.newName}" will be added to ${city.name}`,
      );
      context.newLocations.add(newKey);
    }
  }
  return { city, location };
}

/** What: the medium, the optional lookups, and "illuminated" as yes or no. */
function checkWhat(cells: Row['cells'], lookups: Lookups, { problems }: Findings) {
  const medium = cells.medium ? lookups.mediums.get(key(cells.medium)) : undefined;
  if (!cells.medium) problems.push('medium: enter the medium');
  else if (!medium) problems.push(`Unknown medium "${cells.medium}"`);
  const optionalLookup = (column: Column, map: Map<string, number>, what: string) => {
    const value = cells[column];
    if (!value) return null;
    const id = map.get(key(value));
    if (!id) problems.push(`Unknown ${what} "${value}"`);
    return id ?? null;
  };
  const ids = {
    assetTypeId: optionalLookup('asset_type', lookups.assetTypes, 'asset type'),
    printingMediaTypeId: optionalLookup(
      'printing_media_type',
      lookups.printingMediaTypes,
      'printing media type',
    ),
    secRangeId: optionalLookup('sec', lookups.secRanges, 'SEC range'),
    lsmLevelId: optionalLookup('lsm', lookups.lsm, 'LSM level'),
  };
  let illuminated: boolean | undefined;
  if (cells.illuminated) {
    const word = cells.illuminated.toLowerCase();
    if (YES.has(word)) illuminated = true;
    else if (NO.has(word)) illuminated = false;
    else problems.push('illuminated: write yes or no');
  }
  return { medium, ids, illuminated };
}

/** The site form's own checks, field by field, in the contract's words, and the digital slot rule of the medium. */
function checkFields(
  cells: Row['cells'],
  illuminated: boolean | undefined,
  medium: { name: string; kind: 'conventional' | 'digital' } | undefined,
  { problems }: Findings,
) {
  const parsed = SiteInput.safeParse({
    site_code: cells.site_code ?? '',
    site_name: cells.site_name ?? '',
    location_id: 1,
    medium_id: 1,
    width_ft: numberCell(cells.width_ft),
    height_ft: numberCell(cells.height_ft),
    faces: numberCell(cells.faces),
    illuminated,
    latitude: numberCell(cells.latitude),
    longitude: numberCell(cells.longitude),
    monthly_rate: numberCell(cells.monthly_rate),
    daily_traffic: numberCell(cells.daily_traffic),
    spot_length_seconds: numberCell(cells.spot_length_seconds),
    loop_length_seconds: numberCell(cells.loop_length_seconds),
    spots_per_loop: numberCell(cells.spots_per_loop),
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? 'row');
      if (seen.has(column)) continue;
      seen.add(column);
      problems.push(`${column}: ${issue.message}`);
    }
  }
  if ((cells.latitude === undefined) !== (cells.longitude === undefined))
    problems.push('Enter both latitude and longitude, or neither');
  if (medium && parsed.success) {
    for (const [column, problem] of Object.entries(slotDataProblems(medium.kind, parsed.data)))
      problems.push(`${column}: ${problem} (${medium.name} is ${medium.kind})`);
  }
  return parsed.success ? parsed.data : null;
}

/** The code: once in the file, and not in the inventory (live or removed). */
function checkCode(cells: Row['cells'], row: number, context: FileContext, { problems }: Findings) {
  const code = cells.site_code;
  if (!code) return;
  const earlier = context.firstRowOfCode.get(code);
  if (earlier !== undefined) problems.push(`Site code ${code} is also on row ${earlier}`);
  else context.firstRowOfCode.set(code, row);
  if (context.taken.has(code))
    problems.push(
      context.taken.get(code)
        ? `Site code ${code} belonged to a site removed from the inventory; codes are not reused`
        : `Site code ${code} is already in the inventory`,
    );
}

/** Checks every row of the file against the lookups and the inventory; writes nothing. */
export async function checkImport(db: Db, rows: Row[]): Promise<ImportCheck> {
  const context = await loadFileContext(db, rows);
  const reportRows: SiteImportRow[] = [];
  const accepted: Accepted[] = [];
  for (const { row, cells } of rows) {
    const findings: Findings = { problems: [], notes: [] };
    for (const [column, value] of Object.entries(cells))
      if (value.length > SITE_IMPORT_MAX_CELL)
        findings.problems.push(`${column}: at most ${SITE_IMPORT_MAX_CELL} characters in a cell`);
    const { city, location } = checkPlace(cells, context, findings);
    const { medium, ids, illuminated } = checkWhat(cells, context.lookups, findings);
    const input = checkFields(cells, illuminated, medium, findings);
    checkCode(cells, row, context, findings);

    const { problems, notes } = findings;
    reportRows.push({
      row,
      site_code: (cells.site_code ?? '').slice(0, 100),
      site_name: (cells.site_name ?? '').slice(0, 200),
      problems,
      ...(notes.length ? { notes } : {}),
    });
    if (problems.length === 0 && input && city && location && medium) {
      accepted.push({
        row,
        cityId: city.id,
        regionId: city.regionId,
        location,
        values: {
          siteCode: input.site_code,
          name: input.site_name,
          mediumId: medium.id,
          ...ids,
          widthFt: input.width_ft,
          heightFt: input.height_ft,
          faces: input.faces,
          illuminated: input.illuminated,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          monthlyRate: input.monthly_rate,
          dailyTraffic: input.daily_traffic ?? null,
          spotLengthSeconds: input.spot_length_seconds ?? null,
          loopLengthSeconds: input.loop_length_seconds ?? null,
          spotsPerLoop: input.spots_per_loop ?? null,
          status: 'approved',
        },
      });
    }
  }
  const refused = reportRows.filter((row) => row.problems.length > 0).length;
  return { report: { rows: reportRows, accepted: reportRows.length - refused, refused }, accepted };
}

export async function previewImport(db: Db, content: Buffer) {
  const { report } = await checkImport(db, await readImportFile(content));
  return report;
}

/** All or nothing: 409 with the report when any row is refused; otherwise every row in one transaction. */
export async function confirmImport(db: Db, content: Buffer) {
  const { report, accepted } = await checkImport(db, await readImportFile(content));
  if (report.refused > 0)
    throw conflict(
      `Nothing was imported: ${report.refused.toLocaleString('en-US')} of ${report.rows.length.toLocaleString('en-US')} rows are refused. Fix them and import the file again.`,
      report,
    );
  const newLocationCount = await db.transaction(async (tx) => {
    // New locations first, once each; `on conflict do nothing` leaves one added meanwhile in place.
    const wanted = new Map<string, { cityId: number; name: string }>();
    // The first row's spelling names it ("Zafar Ali Road" on row 2, "zafar ali  road" on row 3: one location).
    for (const site of accepted) {
      if (!('newName' in site.location)) continue;
      const locationKey = `${site.cityId}:${key(site.location.newName)}`;
      if (!wanted.has(locationKey))
        wanted.set(locationKey, { cityId: site.cityId, name: site.location.newName });
    }
    const ids = new Map<string, number>();
    if (wanted.size) {
      await tx
        .insert(locations)
        .values([...wanted.values()])
        .onConflictDoNothing();
      const rows = await tx
        .select({ id: locations.id, name: locations.name, cityId: locations.cityId })
        .from(locations)
        .where(inArray(locations.cityId, [...new Set([...wanted.values()].map((w) => w.cityId))]));
      for (const row of rows) ids.set(`${row.cityId}:${key(row.name)}`, row.id);
    }
    const values = accepted.map((site) => ({
      ...site.values,
      regionId: site.regionId,
      cityId: site.cityId,
      locationId:
        'id' in site.location
          ? site.location.id
          : (ids.get(`${site.cityId}:${key(site.location.newName)}`) ??
            (() => {
              throw new Error(
                `confirmImport: location "${(site.location as { newName: string }).newName}" not added`,
              );
            })()),
    }));
    for (let at = 0; at < values.length; at += 500) await tx.insert(sites).values(values.slice(at, at + 500));
    return wanted.size;
  });
  const added = accepted.length.toLocaleString('en-US');
  const locationsNote = newLocationCount
    ? ` and ${newLocationCount} new location${newLocationCount === 1 ? '' : 's'}`
    : '';
  return {
    ...report,
    created: accepted.length,
    message: `Imported ${added} site${accepted.length === 1 ? '' : 's'}${locationsNote}.`,
  };
}

// ----- The template -------------------------------------------------------------------------------------------

/** One example row, with the demo data's names (docs: seed). */
export const SITE_IMPORT_EXAMPLE: Record<Column, string | number> = {
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
  width_ft: 40,
  height_ft: 20,
  faces: 1,
  illuminated: 'yes',
  latitude: 31.5204,
  longitude: 74.3587,
  monthly_rate: 350000,
  daily_traffic: 120000,
  spot_length_seconds: '',
  loop_length_seconds: '',
  spots_per_loop: '',
};

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export async function importTemplate(format: 'csv' | 'xlsx') {
  let content: Buffer;
  if (format === 'csv') {
    const lines = [
      SITE_IMPORT_COLUMNS.join(','),
      SITE_IMPORT_COLUMNS.map((column) => csvCell(SITE_IMPORT_EXAMPLE[column])).join(','),
    ];
    content = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  } else {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sites');
    sheet.addRow([...SITE_IMPORT_COLUMNS]);
    sheet.addRow(SITE_IMPORT_COLUMNS.map((column) => SITE_IMPORT_EXAMPLE[column]));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    SITE_IMPORT_COLUMNS.forEach((column, at) => {
      sheet.getColumn(at + 1).width = Math.max(12, column.length + 2);
    });
    content = Buffer.from(await workbook.xlsx.writeBuffer());
  }
  return {
    kind: 'download' as const,
    stream: Readable.from(content),
    fileName: `site-import-template.${format}`,
    contentType:
      format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: content.length,
  };
}
