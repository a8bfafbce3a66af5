import {
  downloadVisualRepImage,
  fillPath,
  VISUALREP_IMAGE_TYPES,
  VISUALREP_MESSAGES,
  VISUALREP_WEB_MAX_WIDTH,
  type VisualRepPhoto,
} from '@ooh/api/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import { auditLog, cities, files, planSites, plans, sites, users, visualRepPhotos } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  type ImageType,
  JPEG,
  recordFile,
  removeStoredFiles,
  type StoredFile,
  sniffImageType,
  storeFile,
} from '../files/index.ts';
import { PLAN_NOT_FOUND } from '../plans/queries.ts';

/**
 * The photos of a plan's sites (docs/domain.md "Visual representation"): one current photo per plan and site, the
 * original kept as uploaded and an upright web copy (JPEG, at most 1600 px wide) made with sharp. Both are `files`
 * rows under server-chosen keys, staged before the transaction and moved into place after it commits (discarded
 * when it fails); a replaced photo's files are deleted with its rows and removed from the store after the commit.
 */

export interface PhotoDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: Date;
}

/** Larger images are refused before they are decoded (a 15 MB PNG can hold billions of pixels). */
const MAX_INPUT_PIXELS = 100_000_000;
/** The web copy's JPEG quality: a 1600 px photo is about 200–400 KB. */
const WEB_QUALITY = 82;
const STORE_FOLDER = 'visualrep';

/** The photo's type by its content: what the multipart reader checks before anything else. */
export const photoType = (file: UploadedFile): ImageType | null => sniffImageType(file.content);

// ---------------------------------------------------------------------------------------------------------------
// Reads

const webFile = alias(files, 'web_file');

const photoColumns = {
  planId: visualRepPhotos.planId,
  siteId: visualRepPhotos.siteId,
  width: visualRepPhotos.width,
  height: visualRepPhotos.height,
  webWidth: visualRepPhotos.webWidth,
  webHeight: visualRepPhotos.webHeight,
  uploadedAt: visualRepPhotos.uploadedAt,
  uploadedByName: users.name,
  contentType: files.contentType,
  size: files.size,
  originalKey: files.storageKey,
  originalName: files.originalName,
  webKey: webFile.storageKey,
  webName: webFile.originalName,
  webContentType: webFile.contentType,
  webSize: webFile.size,
};

function selectPhotos(db: Db, where: SQL | undefined) {
  return db
    .select(photoColumns)
    .from(visualRepPhotos)
    .innerJoin(files, eq(files.id, visualRepPhotos.originalFileId))
    .innerJoin(webFile, eq(webFile.id, visualRepPhotos.webFileId))
    .innerJoin(sites, eq(sites.id, visualRepPhotos.siteId))
    .innerJoin(cities, eq(cities.id, sites.cityId))
    .leftJoin(users, eq(users.id, visualRepPhotos.uploadedBy))
    .where(where)
    .orderBy(asc(cities.name), asc(sites.siteCode));
}

export type PhotoRow = Awaited<ReturnType<typeof selectPhotos>>[number];

/** The web copy's path, and the original's (contract paths, relative to the API base). */
export function photoUrls(planId: number, siteId: number) {
  const path = fillPath(downloadVisualRepImage.path, { plan_id: planId, site_id: siteId });
  return { image_url: path, original_url: `${path}?variant=original` };
}

function toPhoto(row: PhotoRow): VisualRepPhoto {
  return {
    plan_id: row.planId,
    site_id: row.siteId,
    ...photoUrls(row.planId, row.siteId),
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    size: row.size,
    web_width: row.webWidth,
    web_height: row.webHeight,
    uploaded_by_name: row.uploadedByName,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

async function assertPlan(db: Db, planId: number) {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
}

/**
 * The photos of the plan's sites that are rows of the plan now, by site id (a site removed from the plan keeps its
 * photo, unseen, until it is added again).
 */
export async function planPhotoRows(db: Db, planId: number): Promise<Map<number, PhotoRow>> {
  const rows = await selectPhotos(
    db,
    and(
      eq(visualRepPhotos.planId, planId),
      inArray(
        visualRepPhotos.siteId,
        db.select({ id: planSites.siteId }).from(planSites).where(eq(planSites.planId, planId)),
      ),
    ),
  );
  return new Map(rows.map((row) => [row.siteId, row]));
}

/** fetch-visualrep-images: the current photo of each site of the plan that has one. 404 for an unknown plan. */
export async function listPhotos(db: Db, planId: number): Promise<{ photos: VisualRepPhoto[] }> {
  await assertPlan(db, planId);
  return { photos: [...(await planPhotoRows(db, planId)).values()].map(toPhoto) };
}

/** The stored file of a site's photo: the web copy or the original. 404 for an unknown plan or no photo. */
export async function findPhotoFile(db: Db, planId: number, siteId: number, variant: 'web' | 'original') {
  await assertPlan(db, planId);
  const [row] = await selectPhotos(
    db,
    and(eq(visualRepPhotos.planId, planId), eq(visualRepPhotos.siteId, siteId)),
  );
  if (!row) throw notFound(VISUALREP_MESSAGES.noPhoto);
  return variant === 'original'
    ? { storageKey: row.originalKey, name: row.originalName, contentType: row.contentType, size: row.size }
    : { storageKey: row.webKey, name: row.webName, contentType: row.webContentType, size: row.webSize };
}

// ---------------------------------------------------------------------------------------------------------------
// Upload

/** 404 for an unknown plan or site, 409 for a site that is not a row of the plan. */
async function assertPlanSite(db: Db, planId: number, siteId: number) {
  const [plan] = await db
    .select({
      inPlan: sql<boolean>`exists (select 1 from ${planSites} ps where ps.plan_id = ${planId} and ps.site_id = ${siteId})`,
    })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  if (plan.inPlan) return;
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), isNull(sites.deletedAt)));
  if (!site) throw notFound(VISUALREP_MESSAGES.siteNotFound);
  throw conflict(VISUALREP_MESSAGES.siteNotInPlan);
}

const refused = (message: string) => invalidInput({ file: message });

/**
 * The photo's size upright and its web copy: the EXIF orientation applied (`rotate()`), at most 1600 px wide
 * (never enlarged), transparency flattened onto white, as JPEG without metadata (no camera data or GPS position
 * reaches the web copy). A file that only starts like an image is refused as unreadable.
 */
export async function makeWebCopy(content: Buffer) {
  try {
    const input = () => sharp(content, { limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await input().metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // Orientations 5 to 8 turn the image a quarter: its upright width is its stored height.
    const quarterTurn = (meta.orientation ?? 1) >= 5;
    const { data, info } = await input()
      .rotate()
      .resize({ width: VISUALREP_WEB_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: WEB_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      width: quarterTurn ? meta.height : meta.width,
      height: quarterTurn ? meta.width : meta.height,
      web: { content: data, width: info.width, height: info.height },
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw refused(VISUALREP_MESSAGES.tooManyPixels);
    throw refused(VISUALREP_MESSAGES.unreadable);
  }
}

/** `Shop front.HEIC.jpg` → `Shop front.HEIC-web.jpg`: the web copy's download name. */
const webName = (name: string) => `${name.replace(/\.[a-z0-9]{1,8}$/i, '') || 'photo'}-web.jpg`;

/**
 * Stores a photo as uploaded and its web copy (from makeWebCopy) under server-chosen keys in `folder`, each pushed on
 * `staged` as soon as it is written, so the caller commits or discards both with its transaction. The visual
 * representation, the campaign proof photos and the inventory's site photos all keep their pictures this way.
 */
export async function storePhotoWithWebCopy(
  storage: Storage,
  folder: string,
  photo: { content: Buffer; fileName: string; type: keyof typeof VISUALREP_IMAGE_TYPES; web: Buffer },
  staged: StoredFile[],
): Promise<{ original: StoredFile; web: StoredFile }> {
  const original = await storeFile(storage, {
    folder,
    content: photo.content,
    originalName: photo.fileName,
    contentType: photo.type,
    extension: VISUALREP_IMAGE_TYPES[photo.type],
  });
  staged.push(original);
  const web = await storeFile(storage, {
    folder,
    content: photo.web,
    originalName: webName(original.originalName),
    contentType: JPEG,
    extension: '.jpg',
  });
  staged.push(web);
  return { original, web };
}

/** Several photos stored as `storePhotoWithWebCopy` stores one, in order; every file written is pushed to `staged`. */
export async function storePhotosWithWebCopies(
  storage: Storage,
  folder: string,
  photos: ReadonlyArray<{
    file: { content: Buffer; fileName: string };
    type: keyof typeof VISUALREP_IMAGE_TYPES;
    web: Buffer;
  }>,
  staged: StoredFile[],
): Promise<Array<{ original: StoredFile; web: StoredFile }>> {
  const stored: Array<{ original: StoredFile; web: StoredFile }> = [];
  for (const { file, type, web } of photos) {
    stored.push(
      await storePhotoWithWebCopy(
        storage,
        folder,
        { content: file.content, fileName: file.fileName, type, web },
        staged,
      ),
    );
  }
  return stored;
}

/**
 * visualrep-image-upload: the site's photo, replacing its previous one. The plan and site are checked first (404,
 * 409), then the image is decoded (400 when it cannot be); both files are staged, then recorded with the photo row
 * and its audit row in one transaction that holds the plan's row of the site, so two uploads for one site queue.
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  input: { planId: number; siteId: number; file: UploadedFile },
  actorId: number,
): Promise<{ message: string; image_url: string; photo: VisualRepPhoto }> {
  const { db, storage, now } = deps;
  const { planId, siteId, file } = input;
  const type = photoType(file);
  if (!type) throw refused(VISUALREP_MESSAGES.fileType);
  await assertPlanSite(db, planId, siteId);
  const processed = await makeWebCopy(file.content);

  const staged: StoredFile[] = [];
  try {
    const { original, web } = await storePhotoWithWebCopy(
      storage,
      STORE_FOLDER,
      { content: file.content, fileName: file.fileName, type, web: processed.web.content },
      staged,
    );

    const replacedKeys = await db.transaction(async (tx) => {
      // The plan's row of the site, held until the commit: it must still be there (a save may have removed it).
      const [row] = await tx
        .select({ id: planSites.id })
        .from(planSites)
        .where(and(eq(planSites.planId, planId), eq(planSites.siteId, siteId)))
        .for('update');
      if (!row) throw conflict(VISUALREP_MESSAGES.siteNotInPlan);
      const originalFileId = await recordFile(tx, original, actorId, now);
      const webFileId = await recordFile(tx, web, actorId, now);
      const values = {
        originalFileId,
        webFileId,
        width: processed.width,
        height: processed.height,
        webWidth: processed.web.width,
        webHeight: processed.web.height,
        uploadedBy: actorId,
        uploadedAt: now,
      };
      const [before] = await tx
        .select({
          id: visualRepPhotos.id,
          originalFileId: visualRepPhotos.originalFileId,
          webFileId: visualRepPhotos.webFileId,
        })
        .from(visualRepPhotos)
        .where(and(eq(visualRepPhotos.planId, planId), eq(visualRepPhotos.siteId, siteId)));
      let photoId: number;
      let replaced: string[] = [];
      if (before) {
        await tx.update(visualRepPhotos).set(values).where(eq(visualRepPhotos.id, before.id));
        const gone = await tx
          .delete(files)
          .where(inArray(files.id, [before.originalFileId, before.webFileId]))
          .returning({ key: files.storageKey });
        replaced = gone.map((file) => file.key);
        photoId = before.id;
      } else {
        const [inserted] = await tx
          .insert(visualRepPhotos)
          .values({ planId, siteId, ...values })
          .returning({ id: visualRepPhotos.id });
        if (!inserted) throw new Error('visual_rep_photos: insert answered no row');
        photoId = inserted.id;
      }
      await tx.insert(auditLog).values({
        actorUserId: actorId,
        action: before ? 'visualrep.replace' : 'visualrep.upload',
        entity: 'visual_rep_photo',
        entityId: photoId,
        details: { plan_id: planId, site_id: siteId, file: original.storageKey, replaced },
        createdAt: now,
      });
      return replaced;
    });
    await commitStoredFiles(storage, [original.storageKey, web.storageKey]);
    await removeStoredFiles(deps, replacedKeys);
  } catch (error) {
    await discardStoredFiles(
      deps,
      staged.map((file) => file.storageKey),
    );
    throw error;
  }

  const [row] = await selectPhotos(
    db,
    and(eq(visualRepPhotos.planId, planId), eq(visualRepPhotos.siteId, siteId)),
  );
  if (!row) throw new Error(`visual_rep_photos: the photo of plan ${planId}, site ${siteId} vanished`);
  const photo = toPhoto(row);
  return { message: 'Photo uploaded', image_url: photo.image_url, photo };
}
