import type { CompetitorReportType } from '@ooh/api/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import { competitorCampaignSites, competitors, files } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { PDF } from '../files/file-content.ts';
import { downloadName } from '../files/index.ts';
import type { CompetitorReportData, DocumentPhoto } from '../visualrep/document-data.ts';
import { makeDocument } from '../visualrep/document-worker.ts';
import { readAll } from '../visualrep/read-all.ts';
import { findReport } from './reports.ts';

/**
 * competitor-report-pdf (issue 18; docs/domain.md "Competitor reports"): the stored report laid out by the plan
 * outputs' document service, a job of its own kind in the same worker (competitor-report.layout.ts). Read here on
 * the request's side: the snapshot, the competitor's logo as a small PNG (pdfkit reads no WebP) and, for the site
 * list, each sighting's web copy as the worker reaches its page (a sighting deleted since prints "No photo").
 */

export interface ReportPdfDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}

/** The logo's box on the cover is 160 × 90 pt: 480 px wide is sharp at print resolution. */
const LOGO_WIDTH = 480;

async function logoOf(deps: ReportPdfDeps, competitorId: number): Promise<DocumentPhoto | null> {
  const [row] = await deps.db
    .select({ key: files.storageKey })
    .from(competitors)
    .innerJoin(files, eq(files.id, competitors.logoFileId))
    .where(eq(competitors.id, competitorId));
  if (!row) return null;
  try {
    const { data, info } = await sharp(await readAll(await deps.storage.read(row.key)), {
      limitInputPixels: 40_000_000,
    })
      .resize({ width: LOGO_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    deps.log.warn({ err: error, key: row.key }, 'a competitor logo could not be read for the report');
    return null;
  }
}

export async function competitorReportPdf(
  deps: ReportPdfDeps,
  query: { competitor_campaign_id: number; reportType: CompetitorReportType },
) {
  const { report } = await findReport(deps.db, query);
  const sites = report.report_type === 'site-list' ? report.sites : [];
  const photoRows = sites.length
    ? await deps.db
        .select({
          id: competitorCampaignSites.id,
          key: files.storageKey,
          width: competitorCampaignSites.photoWebWidth,
          height: competitorCampaignSites.photoWebHeight,
        })
        .from(competitorCampaignSites)
        .innerJoin(files, eq(files.id, competitorCampaignSites.photoWebFileId))
        .where(
          inArray(
            competitorCampaignSites.id,
            sites.map((site) => site.id),
          ),
        )
    : [];
  const photos = new Map(photoRows.map((row) => [row.id, row]));
  const data: CompetitorReportData = {
    report,
    logo: await logoOf(deps, report.competitor.id),
    has_photo: sites.map((site) => photos.has(site.id)),
  };
  const stream = await makeDocument({
    job: { kind: 'competitor-report', data },
    log: deps.log,
    ...(deps.signal ? { signal: deps.signal } : {}),
    photo: async (index) => {
      const site = sites[index];
      const photo = site ? photos.get(site.id) : undefined;
      if (!photo) return null;
      try {
        const bytes = await readAll(await deps.storage.read(photo.key));
        return { bytes, width: photo.width ?? 0, height: photo.height ?? 0 };
      } catch (error) {
        deps.log.warn({ err: error, key: photo.key }, 'a sighting photo could not be read for the report');
        return null;
      }
    },
  });
  const fileName = downloadName(`${report.competitor.name} ${report.campaign.name} ${report.label}`, PDF);
  return { kind: 'download' as const, stream, fileName, contentType: PDF };
}
