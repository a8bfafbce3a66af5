import { SITE_IMAGE_FAR_METRES } from '@ooh/api/contract';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/connection.ts';
import { campaignSites, campaigns, files, siteImages, sites } from '../db/schema.ts';
import type { Storage } from '../deps.ts';
import { differenceHash, distanceMetres, readPhotoExif, sha256Of } from '../services/field/photo-checks.ts';
import { makeWebCopy } from '../services/visualrep/photos.ts';

const DAY = 86_400_000;

/** `31.5204` → EXIF's degrees, minutes and seconds as rationals. */
function gpsRational(value: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10_000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/10000`;
}

/** A made-up street scene (a lit panel on a pole against a sky) with the given EXIF time and position. */
async function scene(variant: number, takenAt: Date, at: { lat: number; lng: number }) {
  const width = 960;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  const panel = { x: 0.2 + variant * 0.15, y: 0.18, w: 0.5, h: 0.35 };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      const o = (y * width + x) * 3;
      const inPanel = u > panel.x && u < panel.x + panel.w && v > panel.y && v < panel.y + panel.h;
      const pole = Math.abs(u - (panel.x + panel.w / 2)) < 0.015 && v >= panel.y + panel.h;
      const sky = v < 0.6;
      pixels[o] = inPanel ? 230 - v * 80 : pole ? 70 : sky ? 120 + v * 90 : 90 + variant * 20;
      pixels[o + 1] = inPanel ? 90 + u * 120 : pole ? 70 : sky ? 160 + v * 60 : 85;
      pixels[o + 2] = inPanel ? 40 : pole ? 75 : sky ? 230 - v * 40 : 80;
    }
  const wallClock = takenAt.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Demo', Model: 'Field phone' },
      IFD2: { DateTimeOriginal: wallClock, OffsetTimeOriginal: '+00:00' },
      IFD3: {
        GPSLatitudeRef: at.lat >= 0 ? 'N' : 'S',
        GPSLatitude: gpsRational(at.lat),
        GPSLongitudeRef: at.lng >= 0 ? 'E' : 'W',
        GPSLongitude: gpsRational(at.lng),
      },
    })
    .toBuffer();
}

/**
 * Two proof photos waiting for the admin on the running campaign's fourth site, each carrying EXIF data that raises
 * a flag (docs/domain.md "Proof photos"): one taken 240 m from the site, one taken the evening before the campaign
 * started. They go through the same checks as an upload (the web copy, the EXIF reading, the distance, the hashes),
 * so the review screens show the flags as a real upload would. Nothing when the campaign or the site's position is
 * missing.
 */
export async function seedFlaggedPhotos(db: Db, storage: Storage, now: Date, analystId: number) {
  const [campaign] = await db
    .select({ id: campaigns.id, startDate: campaigns.startDate })
    .from(campaigns)
    .where(eq(campaigns.status, 'active'))
    .orderBy(asc(campaigns.id))
    .limit(1);
  if (!campaign) return;
  const rows = await db
    .select({
      id: campaignSites.id,
      planId: campaignSites.planId,
      siteId: campaignSites.siteId,
      latitude: sites.latitude,
      longitude: sites.longitude,
    })
    .from(campaignSites)
    .innerJoin(sites, eq(sites.id, campaignSites.siteId))
    .where(and(eq(campaignSites.campaignId, campaign.id)))
    .orderBy(asc(campaignSites.id));
  const target = rows[3];
  if (!target || target.latitude === null || target.longitude === null) return;
  const site = { lat: target.latitude, lng: target.longitude };
  const start = Date.parse(`${campaign.startDate}T00:00:00Z`);
  const photos = [
    {
      name: 'IMG_3107.jpg',
      takenAt: new Date(now.getTime() - 26 * 3_600_000),
      at: { lat: site.lat + 240 / 111_195, lng: site.lng },
    },
    { name: 'IMG_2950.jpg', takenAt: new Date(start - DAY + 18 * 3_600_000), at: site },
  ];
  for (const [index, photo] of photos.entries()) {
    const content = await scene(index, photo.takenAt, photo.at);
    const processed = await makeWebCopy(content);
    const exif = await readPhotoExif(content);
    const distance =
      exif.latitude === null || exif.longitude === null
        ? null
        : distanceMetres({ lat: exif.latitude, lng: exif.longitude }, site);
    const uploadedAt = new Date(now.getTime() - (20 - index) * 3_600_000);
    const stored: number[] = [];
    for (const [key, bytes, name] of [
      [`site-images/seed-flagged-${target.id}-${index}.jpg`, content, photo.name],
      [
        `site-images/seed-flagged-${target.id}-${index}-web.jpg`,
        processed.web.content,
        photo.name.replace('.jpg', '-web.jpg'),
      ],
    ] as const) {
      await storage.put(key, bytes);
      const [file] = await db
        .insert(files)
        .values({
          storageKey: key,
          originalName: name,
          contentType: 'image/jpeg',
          size: bytes.length,
          sha256: sha256Of(bytes),
          uploadedBy: analystId,
          createdAt: uploadedAt,
        })
        .returning({ id: files.id });
      if (!file) throw new Error('seed: files insert answered no row');
      stored.push(file.id);
    }
    await db.insert(siteImages).values({
      campaignSiteId: target.id,
      planId: target.planId,
      siteId: target.siteId,
      imageDate: uploadedAt.toISOString().slice(0, 10),
      originalFileId: stored[0] as number,
      webFileId: stored[1] as number,
      width: processed.width,
      height: processed.height,
      status: 'pending',
      uploadedBy: analystId,
      uploadedAt,
      capturedAt: exif.capturedAt,
      latitude: exif.latitude,
      longitude: exif.longitude,
      distanceM: distance,
      sha256: sha256Of(content),
      dhash: await differenceHash(content),
      flagFar: distance !== null && distance > SITE_IMAGE_FAR_METRES,
      flagEarly: (exif.capturedDay ?? '') < campaign.startDate,
      flagDuplicate: false,
    });
  }
}
