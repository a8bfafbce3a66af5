import type { SitePhoto, VISUALREP_IMAGE_TYPES } from '@ooh/api/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { auditLog, files, sitePhotos, sites } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { AuthUser } from '../auth/index.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  recordFile,
  type StoredFile,
  sniffImageType,
} from '../files/index.ts';
import { makeWebCopy, storePhotosWithWebCopies } from '../visualrep/photos.ts';
import { PHOTO_NOT_FOUND, photosOf, SITE_NOT_FOUND } from './queries.ts';

/**
 * Photos of an inventory site (issue 16): images by content (JPEG, PNG, WebP), kept as uploaded with an upright web
 * copy without metadata (the visual representation's processing), both under server-chosen keys in the upload
 * store. Deleting keeps the row and the files for the audit trail; a deleted photo is never listed or served.
 */

export interface PhotoDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: Date;
}

/** How many live photos one site keeps at most (every input is bounded: docs/domain.md "Input bounds"). */
export const SITE_PHOTOS_PER_SITE = 30;

export const PHOTO_MESSAGES = {
  type: 'is not a JPEG, PNG or WebP image',
  unreadable: 'cannot be read as an image',
  tooMany: (count: number) =>
    `A site keeps at most ${SITE_PHOTOS_PER_SITE} photos and this one has ${count}: delete some first.`,
} as const;

const STORE_FOLDER = 'site-photos';

async function liveSiteId(db: Db, id: number, lock = false) {
  const query = db
    .select({ id: sites.id, siteCode: sites.siteCode })
    .from(sites)
    .where(and(eq(sites.id, id), isNull(sites.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(SITE_NOT_FOUND);
  return row;
}

const liveCount = async (db: Db, siteId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sitePhotos)
    .where(and(eq(sitePhotos.siteId, siteId), isNull(sitePhotos.deletedAt)));
  return Number(row?.count ?? 0);
};

/** upload-site-photos: 404 for an unknown site, 400 naming a refused file, 409 past the photos a site keeps. */
export async function uploadSitePhotos(
  deps: PhotoDeps,
  siteId: number,
  uploads: UploadedFile[],
  actor: AuthUser,
): Promise<{ message: string; photos: SitePhoto[] }> {
  const { db, storage, now } = deps;
  await liveSiteId(db, siteId);
  const examined: Array<{
    file: UploadedFile;
    type: keyof typeof VISUALREP_IMAGE_TYPES;
    width: number;
    height: number;
    web: Buffer;
  }> = [];
  for (const file of uploads) {
    const type = sniffImageType(file.content);
    if (!type) throw invalidInput({ files: `${file.fileName} ${PHOTO_MESSAGES.type}` });
    try {
      const processed = await makeWebCopy(file.content);
      examined.push({
        file,
        type,
        width: processed.width,
        height: processed.height,
        web: processed.web.content,
      });
    } catch {
      // makeWebCopy refuses a file that only starts like an image (or is too large to decode): name it here.
      throw invalidInput({ files: `${file.fileName} ${PHOTO_MESSAGES.unreadable}` });
    }
  }
  const have = await liveCount(db, siteId);
  if (have + examined.length > SITE_PHOTOS_PER_SITE) throw conflict(PHOTO_MESSAGES.tooMany(have));

  const staged: StoredFile[] = [];
  let ids: number[];
  try {
    const stored = await storePhotosWithWebCopies(storage, STORE_FOLDER, examined, staged);
    ids = await db.transaction(async (tx) => {
      await liveSiteId(tx, siteId, true);
      const count = await liveCount(tx, siteId);
      if (count + examined.length > SITE_PHOTOS_PER_SITE) throw conflict(PHOTO_MESSAGES.tooMany(count));
      const written: number[] = [];
      for (const [index, photo] of examined.entries()) {
        const pair = stored[index] as (typeof stored)[number];
        const originalFileId = await recordFile(tx, pair.original, actor.id, now);
        const webFileId = await recordFile(tx, pair.web, actor.id, now);
        const [row] = await tx
          .insert(sitePhotos)
          .values({
            siteId,
            originalFileId,
            webFileId,
            width: photo.width,
            height: photo.height,
            uploadedBy: actor.id,
            uploadedAt: now,
          })
          .returning({ id: sitePhotos.id });
        if (!row) throw new Error('site_photos: insert answered no row');
        written.push(row.id);
      }
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        action: 'site.uploadPhotos',
        entity: 'site',
        entityId: siteId,
        details: { photo_ids: written },
        createdAt: now,
      });
      return written;
    });
    await commitStoredFiles(
      storage,
      staged.map((file) => file.storageKey),
    );
  } catch (error) {
    await discardStoredFiles(
      deps,
      staged.map((file) => file.storageKey),
    );
    throw error;
  }
  const photos = (await photosOf(db, inArray(sitePhotos.id, ids))).map(
    ({ site_id: _site, ...photo }) => photo,
  );
  const count = photos.length;
  return { message: `${count} photo${count === 1 ? '' : 's'} added`, photos };
}

/** delete-site-photo: marks the photo deleted (row and files kept); 404 for an unknown or deleted photo. */
export async function deleteSitePhoto(deps: { db: Db; now: Date }, id: number, actor: AuthUser) {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sitePhotos)
      .set({ deletedAt: now, deletedBy: actor.id })
      .where(and(eq(sitePhotos.id, id), isNull(sitePhotos.deletedAt)))
      .returning({ siteId: sitePhotos.siteId });
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: 'site.deletePhoto',
      entity: 'site',
      entityId: row.siteId,
      details: { photo_id: id },
      createdAt: now,
    });
    return { message: 'Photo deleted' };
  });
}

/** The web copy of a live photo of a live site; 404 otherwise. */
export async function sitePhotoFile(db: Db, id: number) {
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(sitePhotos)
    .innerJoin(files, eq(files.id, sitePhotos.webFileId))
    .innerJoin(sites, eq(sites.id, sitePhotos.siteId))
    .where(and(eq(sitePhotos.id, id), isNull(sitePhotos.deletedAt), isNull(sites.deletedAt)));
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return row;
}
