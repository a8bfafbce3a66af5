import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import type { Storage } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { XLSX } from '../files/file-content.ts';
import { downloadName } from '../files/index.ts';
import { findPlanDetail, groupByCity, PLAN_NOT_FOUND } from '../plans/queries.ts';
import type { DocumentPhoto, WorkbookData } from './document-data.ts';
import { makeDocument } from './document-worker.ts';
import { planPhotoRows } from './photos.ts';
import { readAll } from './read-all.ts';
import { PHOTO_WIDTH } from './workbook.layout.ts';

/**
 * The visual representation as a workbook (docs/domain.md "Visual representation"): the plan's rows in the chosen
 * cities are read here, on the request's side, into plain data; the document worker (workbook.layout.ts) writes the
 * .xlsx with exceljs, asking for each site's thumbnail as it reaches its row. The thumbnails are made here with
 * sharp, which decodes in libuv's thread pool, not on the event loop.
 */

/** A thumbnail of a stored web copy for the sheet: twice the shown width, for sharp pictures on screens. */
async function thumbnail(storage: Storage, key: string): Promise<DocumentPhoto> {
  const content = await readAll(await storage.read(key));
  const { data, info } = await sharp(content)
    .resize({ width: PHOTO_WIDTH * 2, withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** visualrep-excelsheet: the workbook of the plan's sites in `cityIds` (all cities when empty), as a download. */
export async function planWorkbook(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger; signal?: AbortSignal },
  planId: number,
  cityIds: readonly number[],
) {
  const plan = await findPlanDetail(deps.db, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const wanted = new Set(cityIds);
  const rows = plan.sites_list.filter((row) => wanted.size === 0 || wanted.has(row.city_id));
  const photos = await planPhotoRows(deps.db, planId);
  const keys: string[] = [];
  const data: WorkbookData = {
    planName: plan.planName,
    citiesChosen: wanted.size > 0,
    hidden: plan.hide_columns,
    cities: groupByCity(rows).map((group) => ({
      city_name: group.city_name,
      sites: group.sites.map((site) => {
        const photo = photos.get(site.site_id);
        if (!photo) return { ...site, photo: null };
        keys.push(photo.webKey);
        return { ...site, photo: keys.length - 1 };
      }),
    })),
  };
  const stream = await makeDocument({
    job: { kind: 'workbook', data },
    log: deps.log,
    ...(deps.signal ? { signal: deps.signal } : {}),
    photo: async (index) => {
      const key = keys[index];
      if (key === undefined) return null;
      try {
        return await thumbnail(deps.storage, key);
      } catch (error) {
        // Written as "Photo missing from the file store"; the workbook is still made.
        deps.log.warn({ err: error, key }, 'a photo of the workbook could not be read');
        return null;
      }
    },
  });
  return {
    kind: 'download' as const,
    stream,
    fileName: downloadName(`${plan.planName} visual representation`, XLSX),
    contentType: XLSX,
  };
}
