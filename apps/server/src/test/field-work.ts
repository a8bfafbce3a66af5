/** Helpers of the field-work tests: the seeded campaigns' sites, and photos with known EXIF made with sharp. */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { exifOf } from './exif.ts';
import { queryRows, type TestContext } from './harness.ts';

export interface SeededCampaignSite {
  campaignSiteId: number;
  campaignId: number;
  briefId: number;
  planId: number;
  siteId: number;
  siteCode: string;
  startDate: string;
  trackerId: number | null;
  executionStatusId: number | null;
  proposed: number | null;
}

/** The sites of the seeded campaigns of one status, in id order. */
export async function campaignSitesOf(t: TestContext, status: 'active' | 'completed') {
  const rows = await queryRows<Record<string, unknown>>(
    t.connection,
    sql`select cs.id as "campaignSiteId", c.id as "campaignId", c.brief_id as "briefId", cs.plan_id as "planId",
               cs.site_id as "siteId", s.site_code as "siteCode", c.start_date::text as "startDate",
               cs.tracker_id as "trackerId", cs.execution_status_id as "executionStatusId",
               cs.proposed_execution_status_id as "proposed"
        from campaign_sites cs join campaigns c on c.id = cs.campaign_id join sites s on s.id = cs.site_id
        where c.status = ${status} order by cs.id`,
  );
  return rows.map((row) => ({
    ...row,
    campaignSiteId: Number(row.campaignSiteId),
    campaignId: Number(row.campaignId),
    briefId: Number(row.briefId),
    planId: Number(row.planId),
    siteId: Number(row.siteId),
    trackerId: row.trackerId === null ? null : Number(row.trackerId),
    executionStatusId: row.executionStatusId === null ? null : Number(row.executionStatusId),
    proposed: row.proposed === null ? null : Number(row.proposed),
  })) as SeededCampaignSite[];
}

/**
 * A photo of a scene of its own (`scene` changes the pattern, so two scenes' difference hashes are far apart), as a
 * JPEG (or PNG/WebP) with, when given, the EXIF capture time (`2025:06:02 08:30:00`) and GPS position.
 */
export async function fieldPhoto(options: {
  scene: number;
  takenAt?: string;
  offset?: string;
  gps?: { lat: number; lng: number };
  format?: 'jpeg' | 'png' | 'webp';
}): Promise<Buffer> {
  const width = 160;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 3);
  // Broad shapes, as a photo has (a panel, the sky, a road), placed by the scene: a small copy keeps them, so a
  // re-saved or resized copy keeps its difference hash, and another scene's differs in many bits.
  const cx = 0.2 + ((options.scene * 37) % 60) / 100;
  const cy = 0.2 + ((options.scene * 53) % 60) / 100;
  const tilt = ((options.scene * 29) % 100) / 50 - 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      const blob = Math.exp(-((u - cx) ** 2 + (v - cy) ** 2) * 12);
      const wave = Math.sin((u * tilt + v) * Math.PI * (1 + (options.scene % 3)));
      pixels[at] = 255 * (0.5 * blob + 0.25 * (wave + 1));
      pixels[at + 1] =
        255 * (0.6 * (1 - v) * (0.5 + 0.5 * Math.cos(u * Math.PI * (1 + (options.scene % 4)))));
      pixels[at + 2] = 255 * (0.3 + 0.4 * blob * (1 - u));
    }
  const exif = exifOf(options);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const encoded =
    options.format === 'png'
      ? image.png()
      : options.format === 'webp'
        ? image.webp()
        : image.jpeg({ quality: 90 });
  return (Object.keys(exif).length ? encoded.withExif(exif) : encoded).toBuffer();
}

/** A position `metres` north of another (one degree of latitude is ~111,195 m on the mean radius). */
export const northOf = (at: { lat: number; lng: number }, metres: number) => ({
  lat: at.lat + metres / 111_195,
  lng: at.lng,
});
