import { consolidated } from '@ooh/api/plan-math';
import { statusTitle } from '@ooh/machines/lifecycle';
import { planMachine } from '@ooh/machines/plan';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import type { Storage } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { PDF } from '../files/file-content.ts';
import { downloadName } from '../files/index.ts';
import { findPlanDetail, PLAN_NOT_FOUND } from '../plans/queries.ts';
import type { DeckData } from './document-data.ts';
import { makeDocument } from './document-worker.ts';
import { planPhotoRows } from './photos.ts';
import { readAll } from './read-all.ts';

/**
 * The visual representation as a PDF deck (docs/domain.md "Visual representation"): the plan is read here, on the
 * request's side, into plain data; the document worker (deck.layout.ts) lays the PDF out with pdfkit and streams
 * its bytes back, asking for each photo as it reaches its page, so the event loop keeps answering other requests.
 */

export interface DeckDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: Date;
  taxRatePercent: number;
  /** The request's: aborted when the caller goes away. */
  signal?: AbortSignal;
}

/** The deck's data and each site's photo: everything the worker needs, read before it starts. */
async function deckOf(deps: DeckDeps, planId: number) {
  const plan = await findPlanDetail(deps.db, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const photos = await planPhotoRows(deps.db, planId);
  const rows = plan.sites_list;
  const data: DeckData = {
    generatedAt: deps.now.toISOString(),
    plan: {
      id: plan.plan_id,
      name: plan.planName,
      // The plan view's words for it ("In progress", "Accepted"), never the stored value: the client reads this.
      status: statusTitle(planMachine, plan.status),
      version: plan.version,
      brief_number: plan.brief_number,
      campaign_name: plan.campaign_name,
      client_name: plan.client_name,
      brief_start_date: plan.brief_start_date,
      brief_end_date: plan.brief_end_date,
      // ISO dates order as strings: the first start and the last end.
      start_date: rows.map((row) => row.start_date).sort()[0] ?? null,
      end_date:
        rows
          .map((row) => row.end_date)
          .sort()
          .at(-1) ?? null,
    },
    hidden: plan.hide_columns,
    sites: rows.map((row) => ({
      site_code: row.site_code,
      site_name: row.site_name,
      region_name: row.region_name,
      city_name: row.city_name,
      location_name: row.location_name,
      medium_name: row.medium_name,
      kind: row.kind,
      width_ft: row.width_ft,
      height_ft: row.height_ft,
      faces: row.faces,
      illuminated: row.illuminated,
      start_date: row.start_date,
      end_date: row.end_date,
      days: row.days,
      line_type: row.line_type,
      monthly_rate: row.monthly_rate,
      discount_percent: row.discount_percent,
      net: row.net,
      production: row.production,
      total: row.total,
      has_photo: photos.has(row.site_id),
    })),
    summary: consolidated(rows, deps.taxRatePercent),
  };
  const sitePhotos = rows.map((row) => photos.get(row.site_id) ?? null);
  return { data, sitePhotos, fileName: downloadName(`${plan.planName} visual representation`, PDF) };
}

/** generate-visual-rep-pdf: the plan's deck as a download, streamed while the worker makes it. */
export async function planDeck(deps: DeckDeps, planId: number) {
  const { data, sitePhotos, fileName } = await deckOf(deps, planId);
  const stream = await makeDocument({
    job: { kind: 'deck', data },
    log: deps.log,
    ...(deps.signal ? { signal: deps.signal } : {}),
    // The web copy as stored: pdfkit embeds a JPEG as it is.
    photo: async (index) => {
      const photo = sitePhotos[index];
      if (!photo) return null;
      try {
        const bytes = await readAll(await deps.storage.read(photo.webKey));
        return { bytes, width: photo.webWidth, height: photo.webHeight };
      } catch (error) {
        // A photo gone from the store is shown as "No photo yet"; the deck is still made.
        deps.log.warn({ err: error, key: photo.webKey }, 'a photo of the deck could not be read');
        return null;
      }
    },
  });
  return { kind: 'download' as const, stream, fileName, contentType: PDF };
}
