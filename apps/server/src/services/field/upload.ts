import {
  FIELD_MESSAGES,
  SITE_IMAGE_DUPLICATE_BITS,
  SITE_IMAGE_FAR_METRES,
  type SiteImage,
  type StaffRole,
  type VISUALREP_IMAGE_TYPES,
} from '@ooh/api/contract';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { auditLog, siteImageDhashBands, siteImages } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { HttpError, invalidInput, ValidationError } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { AuthUser } from '../auth/index.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  recordFile,
  type StoredFile,
  sniffImageType,
} from '../files/index.ts';
import { NOTIFICATION_KINDS } from '../notifications/index.ts';
import { makeWebCopy, storePhotosWithWebCopies } from '../visualrep/photos.ts';
import {
  assertCampaignEditable,
  campaignSiteFor,
  type FieldDeps,
  notifyInTransaction,
  type PendingPush,
  pushAfterCommit,
} from './campaign-sites.ts';
import { siteImageItems } from './images.ts';
import {
  differenceHash,
  distanceMetres,
  hammingDistance,
  type PhotoExif,
  readPhotoExif,
  sha256Of,
} from './photo-checks.ts';

/**
 * upload-site-images (docs/domain.md "Proof photos"): several photos of one campaign site at once, each checked by
 * content, kept as uploaded with an upright web copy (the visual representation's processing), read for its EXIF
 * capture time and GPS position, and flagged — far from the site, taken before the campaign's start, the same
 * photo as an earlier one. Flags never block.
 */

export interface UploadDeps extends FieldDeps {
  storage: Storage;
  log: FastifyBaseLogger;
}

const STORE_FOLDER = 'site-images';

/** `IMG_2041.HEIC.jpg` → `IMG_2041.HEIC-web.jpg`: the web copy's download name. */

/** What one photo is, before anything is stored. */
interface Examined {
  file: UploadedFile;
  type: keyof typeof VISUALREP_IMAGE_TYPES;
  width: number;
  height: number;
  web: Buffer;
  exif: PhotoExif;
  sha256: string;
  dhash: string;
}

/** A photo's type, web copy, EXIF and hashes; a photo that cannot be read is a 400 on `files`, naming it. */
async function examine(file: UploadedFile): Promise<Examined> {
  const type = sniffImageType(file.content);
  if (!type) throw invalidInput({ files: `${file.fileName}: ${FIELD_MESSAGES.fileType}` });
  try {
    const processed = await makeWebCopy(file.content);
    return {
      file,
      type,
      width: processed.width,
      height: processed.height,
      web: processed.web.content,
      exif: await readPhotoExif(file.content),
      sha256: sha256Of(file.content),
      dhash: await differenceHash(file.content),
    };
  } catch (error) {
    // makeWebCopy answers the visual representation's words on `file`; here they name the photo, on `files`.
    if (error instanceof ValidationError) {
      const message = /megapixels/.test(Object.values(error.errors)[0] ?? '')
        ? FIELD_MESSAGES.tooManyPixels
        : FIELD_MESSAGES.unreadable;
      throw invalidInput({ files: `${file.fileName}: ${message}` });
    }
    if (error instanceof HttpError) throw error;
    throw invalidInput({ files: `${file.fileName}: ${FIELD_MESSAGES.unreadable}` });
  }
}

/**
 * The dHash's five bands (3, 3, 3, 3 and 4 hex digits), each tagged with its place: two hashes at most 4 bits apart
 * share at least one band whole (4 differing bits cannot touch 5 bands), so the candidates come off the GIN index of
 * `siteImageDhashBands` and only they are compared bit by bit.
 */
export function dhashBands(dhash: string): string[] {
  return [
    `a${dhash.slice(0, 3)}`,
    `b${dhash.slice(3, 6)}`,
    `c${dhash.slice(6, 9)}`,
    `d${dhash.slice(9, 12)}`,
    `e${dhash.slice(12, 16)}`,
  ];
}

/**
 * The photos that are not deleted and may be the same as one with this sha256 and difference hash: the same bytes,
 * or a shared band of the hash (site_images_sha256_idx and site_images_dhash_bands_idx, OR-ed), in id order.
 */
export function duplicateCandidates(db: Db, sha256: string, dhash: string) {
  const bands = sql`array[${sql.join(
    dhashBands(dhash).map((band) => sql`${band}`),
    sql`, `,
  )}]::text[]`;
  return db
    .select({ id: siteImages.id, sha256: siteImages.sha256, dhash: siteImages.dhash })
    .from(siteImages)
    .where(
      and(
        ne(siteImages.status, 'deleted'),
        or(eq(siteImages.sha256, sha256), sql`${siteImageDhashBands} && ${bands}`),
      ),
    )
    .orderBy(asc(siteImages.id));
}

/**
 * The earliest photo that is not deleted and is the same as this one: the same bytes (sha256), or a picture whose
 * difference hash is at most SITE_IMAGE_DUPLICATE_BITS bits away (a re-saved, resized or recompressed copy). Photos
 * of every site count: a photo of one site passed off as another is the case that matters most.
 */
async function earlierDuplicate(tx: Db, photo: Examined): Promise<number | null> {
  const candidates = await duplicateCandidates(tx, photo.sha256, photo.dhash);
  const same = candidates.find(
    (row) =>
      row.sha256 === photo.sha256 || hammingDistance(row.dhash, photo.dhash) <= SITE_IMAGE_DUPLICATE_BITS,
  );
  return same?.id ?? null;
}

/**
 * Checks in order: the campaign site (404), the campaign machine (409 once completed), the photos' date (400 when
 * after today), each photo's content (400 naming it); then every file is staged, and one transaction — holding the
 * campaign FOR SHARE and the campaign site FOR UPDATE, so the machine's answer still holds at the commit — records
 * the files, the images with their flags (each compared with every earlier one, those of this upload included),
 * an audit row, and one notification to the admins. The staged files are moved into place after the commit and
 * discarded when it fails.
 */
export async function uploadSiteImages(
  deps: UploadDeps,
  input: { planId: number; siteId: number; imageDate: string | undefined; files: UploadedFile[] },
  actor: AuthUser,
): Promise<{ message: string; images: SiteImage[] }> {
  const { db, storage, now } = deps;
  const today = now.toISOString().slice(0, 10);
  const imageDate = input.imageDate ?? today;
  const site = await campaignSiteFor(db, input.siteId, input.planId);
  assertCampaignEditable(site.campaignStatus, 'campaign.uploadImages');
  if (imageDate > today) throw invalidInput({ image_date: FIELD_MESSAGES.futureDate });
  const photos: Examined[] = [];
  for (const file of input.files) photos.push(await examine(file));

  const staged: StoredFile[] = [];
  let written: { ids: number[]; notice: PendingPush };
  try {
    const stored = await storePhotosWithWebCopies(storage, STORE_FOLDER, photos, staged);

    written = await db.transaction(async (tx) => {
      const locked = await campaignSiteFor(tx, input.siteId, input.planId, { lock: true });
      assertCampaignEditable(locked.campaignStatus, 'campaign.uploadImages');
      const ids: number[] = [];
      let flagged = 0;
      for (const [index, photo] of photos.entries()) {
        const files = stored[index] as (typeof stored)[number];
        const { exif } = photo;
        const sitePosition =
          locked.siteLatitude === null || locked.siteLongitude === null
            ? null
            : { lat: locked.siteLatitude, lng: locked.siteLongitude };
        const distance =
          sitePosition && exif.latitude !== null && exif.longitude !== null
            ? distanceMetres({ lat: exif.latitude, lng: exif.longitude }, sitePosition)
            : null;
        const duplicateOf = await earlierDuplicate(tx, photo);
        const flags = {
          flagFar: distance !== null && distance > SITE_IMAGE_FAR_METRES,
          // The camera's day when the photo says when it was taken, else the day the uploader chose.
          flagEarly: (exif.capturedDay ?? imageDate) < locked.campaignStart,
          flagDuplicate: duplicateOf !== null,
        };
        if (flags.flagFar || flags.flagEarly || flags.flagDuplicate) flagged += 1;
        const originalFileId = await recordFile(tx, files.original, actor.id, now);
        const webFileId = await recordFile(tx, files.web, actor.id, now);
        const [row] = await tx
          .insert(siteImages)
          .values({
            campaignSiteId: locked.id,
            planId: locked.planId,
            siteId: locked.siteId,
            imageDate,
            originalFileId,
            webFileId,
            width: photo.width,
            height: photo.height,
            status: 'pending',
            uploadedBy: actor.id,
            uploadedAt: now,
            capturedAt: exif.capturedAt,
            latitude: exif.latitude,
            longitude: exif.longitude,
            distanceM: distance,
            sha256: photo.sha256,
            dhash: photo.dhash,
            ...flags,
            duplicateOf,
          })
          .returning({ id: siteImages.id });
        if (!row) throw new Error('site_images: insert answered no row');
        ids.push(row.id);
      }
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        action: 'campaign.uploadImages',
        entity: 'campaign_site',
        entityId: locked.id,
        details: { plan_id: locked.planId, site_id: locked.siteId, image_date: imageDate, image_ids: ids },
        createdAt: now,
      });
      const count = ids.length;
      // docs/domain.md "Notifications": one notice per upload, to the admins who approve photos.
      const notice = await notifyInTransaction(
        tx,
        {
          roles: NOTIFICATION_KINDS.photosUploaded.roles,
          message: {
            title: NOTIFICATION_KINDS.photosUploaded.title,
            body: `${locked.siteCode} · ${locked.campaignName}: ${count} photo${count === 1 ? '' : 's'} of ${imageDate} from ${actor.name}${flagged ? `, ${flagged} flagged` : ''}.`,
            link: (role: StaffRole) =>
              NOTIFICATION_KINDS.photosUploaded.link({ site_id: locked.siteId }, role),
          },
        },
        { actorId: actor.id, now },
      );
      return { ids, notice };
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
  await pushAfterCommit(deps, [written.notice]);
  const count = written.ids.length;
  // In the order they were sent.
  const images = (await siteImageItems(db, inArray(siteImages.id, written.ids))).sort((a, b) => a.id - b.id);
  return { message: `${count} photo${count === 1 ? '' : 's'} uploaded: waiting for approval`, images };
}
