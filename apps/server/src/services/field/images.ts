import {
  downloadSiteImage,
  FIELD_MESSAGES,
  fillPath,
  type SiteImage,
  type StaffRole,
} from '@ooh/api/contract';
import { assertTransition, TransitionRefusedError } from '@ooh/machines/lifecycle';
import { type SiteImageEvent, type SiteImageStatus, siteImageMachine } from '@ooh/machines/site-image';
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { auditLog, campaignSites, files, siteImages, sites, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { NOTIFICATION_KINDS, type NotificationKindName } from '../notifications/index.ts';
import {
  assertCampaignEditable,
  campaignSiteFor,
  type FieldDeps,
  notifyInTransaction,
  type PendingPush,
  pushAfterCommit,
} from './campaign-sites.ts';

/**
 * Proof photos of campaign sites (docs/domain.md "Site images", "Proof photos"): the lists by site and day, the
 * decisions (approve, reject with a reason, delete) through the site-image machine, all or nothing per call, and
 * the files behind them.
 */

/** The most photos one list answers (a site's photos of every day of a long campaign), newest first. */
export const MAX_LISTED_IMAGES = 500;

const uploader = alias(users, 'uploader');
const decider = alias(users, 'decider');

function selectImages(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: siteImages.id,
      siteId: siteImages.siteId,
      planId: siteImages.planId,
      campaignId: campaignSites.campaignId,
      imageDate: siteImages.imageDate,
      status: siteImages.status,
      reason: siteImages.reason,
      uploadedByName: uploader.name,
      uploadedAt: siteImages.uploadedAt,
      decidedByName: decider.name,
      decidedAt: siteImages.decidedAt,
      capturedAt: siteImages.capturedAt,
      latitude: siteImages.latitude,
      longitude: siteImages.longitude,
      distanceM: siteImages.distanceM,
      flagFar: siteImages.flagFar,
      flagEarly: siteImages.flagEarly,
      flagDuplicate: siteImages.flagDuplicate,
      duplicateOf: siteImages.duplicateOf,
      width: siteImages.width,
      height: siteImages.height,
    })
    .from(siteImages)
    .innerJoin(campaignSites, eq(campaignSites.id, siteImages.campaignSiteId))
    .leftJoin(uploader, eq(uploader.id, siteImages.uploadedBy))
    .leftJoin(decider, eq(decider.id, siteImages.decidedBy))
    .where(where)
    .orderBy(desc(siteImages.uploadedAt), desc(siteImages.id))
    .limit(MAX_LISTED_IMAGES);
}

type ImageRow = Awaited<ReturnType<typeof selectImages>>[number];

/** The web copy's path and the original's (contract paths relative to the API base, fetched with the token). */
export function siteImageUrls(id: number) {
  const url = fillPath(downloadSiteImage.path, { id });
  return { url, original_url: `${url}?original=1` };
}

function toSiteImage(row: ImageRow): SiteImage {
  return {
    id: row.id,
    site_id: row.siteId,
    plan_id: row.planId,
    campaign_id: row.campaignId,
    image_date: row.imageDate,
    status: row.status,
    reason: row.reason,
    uploaded_by_name: row.uploadedByName,
    uploaded_at: row.uploadedAt.toISOString(),
    decided_by_name: row.decidedByName,
    decided_at: row.decidedAt?.toISOString() ?? null,
    captured_at: row.capturedAt?.toISOString() ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    distance_m: row.distanceM,
    flags: { far: row.flagFar, early: row.flagEarly, duplicate: row.flagDuplicate },
    duplicate_of: row.duplicateOf,
    width: row.width,
    height: row.height,
    ...siteImageUrls(row.id),
  };
}

/** Site images matching `where`, newest first (at most MAX_LISTED_IMAGES). */
export async function siteImageItems(db: Db, where: SQL | undefined): Promise<SiteImage[]> {
  return (await selectImages(db, where)).map(toSiteImage);
}

async function assertSite(db: Db, siteId: number) {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound(FIELD_MESSAGES.siteNotFound);
}

/**
 * fetch-pending-siteimages / fetch-approved-siteimages: a site's photos of one status, of one day or every day, of
 * one plan or every plan (site_images_site_plan_date_idx). 404 for an unknown site.
 */
export async function listSiteImages(
  db: Db,
  siteId: number,
  status: SiteImageStatus,
  query: { date?: string | undefined; plan_id?: number | undefined },
): Promise<{ images: SiteImage[] }> {
  await assertSite(db, siteId);
  const where: SQL[] = [eq(siteImages.siteId, siteId), eq(siteImages.status, status)];
  if (query.plan_id !== undefined) where.push(eq(siteImages.planId, query.plan_id));
  if (query.date !== undefined) where.push(eq(siteImages.imageDate, query.date));
  return { images: await siteImageItems(db, and(...where)) };
}

/** The stored file of a photo that is not deleted: its web copy, or the original. 404 otherwise. */
export async function siteImageFile(db: Db, id: number, original: boolean) {
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(siteImages)
    .innerJoin(files, eq(files.id, original ? siteImages.originalFileId : siteImages.webFileId))
    .where(and(eq(siteImages.id, id), ne(siteImages.status, 'deleted')));
  if (!row) throw notFound(FIELD_MESSAGES.imageNotFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions

type Decision = 'approve' | 'reject' | 'delete';

const verbs: Record<Decision, { done: string; kind: NotificationKindName }> = {
  approve: { done: 'approved', kind: 'photosApproved' },
  reject: { done: 'rejected', kind: 'photosRejected' },
  delete: { done: 'deleted', kind: 'photosDeleted' },
};

/**
 * Approves, rejects or deletes photos of one campaign site, all or none (docs/domain.md "Site images"): the campaign
 * site and its photos are locked, the campaign machine must allow reviewing (a completed campaign is read-only),
 * every photo must be the site's (404 naming those that are not) and the site-image machine must allow the event
 * for each (409 naming the first refused). Then one transaction writes the statuses, an audit row per photo and
 * one notification per uploader (approvals and rejections; the person who acted is never notified).
 */
async function decide(
  deps: FieldDeps,
  input: { siteId: number; planId: number; imageIds: number[]; reason?: string },
  decision: Decision,
  actor: AuthUser,
) {
  const { db, now } = deps;
  const ids = [...new Set(input.imageIds)];
  const event: SiteImageEvent =
    decision === 'reject'
      ? { type: 'siteImage.reject', reason: input.reason ?? '' }
      : { type: decision === 'approve' ? 'siteImage.approve' : 'siteImage.delete' };

  const pending = await db.transaction(async (tx) => {
    const site = await campaignSiteFor(tx, input.siteId, input.planId, { lock: true });
    const rows = await tx
      .select({ id: siteImages.id, status: siteImages.status, uploadedBy: siteImages.uploadedBy })
      .from(siteImages)
      .where(and(eq(siteImages.campaignSiteId, site.id), inArray(siteImages.id, ids)))
      .orderBy(asc(siteImages.id))
      .for('update');
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw notFound(FIELD_MESSAGES.imagesNotOfSite(missing));
    assertCampaignEditable(site.campaignStatus, 'campaign.reviewImages');
    const changes = rows.map((row) => {
      try {
        return { ...row, to: assertTransition(siteImageMachine, row.status, event) };
      } catch (refused) {
        if (refused instanceof TransitionRefusedError)
          throw conflict(`Image #${row.id}: ${refused.message} Nothing was ${verbs[decision].done}.`);
        throw refused;
      }
    });
    const to = changes[0]?.to ?? 'pending';
    await tx
      .update(siteImages)
      .set(
        decision === 'delete'
          ? { status: 'deleted' }
          : {
              status: to as SiteImageStatus,
              reason: input.reason?.trim() ?? null,
              decidedBy: actor.id,
              decidedAt: now,
            },
      )
      .where(inArray(siteImages.id, ids));
    await tx.insert(auditLog).values(
      changes.map((change) => ({
        actorUserId: actor.id,
        action: event.type,
        entity: 'site_image',
        entityId: change.id,
        details: {
          from: change.status,
          to: change.to,
          event: event.type,
          plan_id: site.planId,
          site_id: site.siteId,
          ...(input.reason ? { reason: input.reason.trim() } : {}),
        },
        createdAt: now,
      })),
    );
    if (decision === 'delete') return [];
    // docs/domain.md "Notifications": each uploader hears of their photos' decision.
    const byUploader = new Map<number, number[]>();
    for (const change of changes)
      if (change.uploadedBy !== null)
        byUploader.set(change.uploadedBy, [...(byUploader.get(change.uploadedBy) ?? []), change.id]);
    const notices: PendingPush[] = [];
    for (const [userId, imageIds] of byUploader) {
      const count = imageIds.length;
      const photos = `${count} photo${count === 1 ? '' : 's'} (${imageIds.map((id) => `#${id}`).join(', ')})`;
      notices.push(
        await notifyInTransaction(
          tx,
          {
            userIds: [userId],
            message: {
              title: NOTIFICATION_KINDS[verbs[decision].kind].title,
              body: `${site.siteCode} · ${site.campaignName}: ${photos} ${verbs[decision].done}${decision === 'reject' ? `: ${input.reason?.trim()}` : '.'}`,
              link: (role: StaffRole) =>
                NOTIFICATION_KINDS[verbs[decision].kind].link({ site_id: site.siteId }, role),
            },
          },
          { actorId: actor.id, now },
        ),
      );
    }
    return notices;
  });
  await pushAfterCommit(deps, pending);
  return ids;
}

const photosWord = (count: number) => `${count} photo${count === 1 ? '' : 's'}`;

/** approve-images-site-tracker. */
export async function approveSiteImages(
  deps: FieldDeps,
  input: { siteId: number; planId: number; imageIds: number[] },
  actor: AuthUser,
) {
  const ids = await decide(deps, input, 'approve', actor);
  return {
    message: `${photosWord(ids.length)} approved`,
    images: await siteImageItems(deps.db, inArray(siteImages.id, ids)),
  };
}

/** reject-images-site-tracker (a reason is required: the contract's 400, then the machine's guard). */
export async function rejectSiteImages(
  deps: FieldDeps,
  input: { siteId: number; planId: number; imageIds: number[]; reason: string },
  actor: AuthUser,
) {
  const ids = await decide(deps, input, 'reject', actor);
  return {
    message: `${photosWord(ids.length)} rejected`,
    images: await siteImageItems(deps.db, inArray(siteImages.id, ids)),
  };
}

/**
 * delete-plan-site-images: pending and rejected photos only (approved ones are the client's proof). The row and its
 * files stay for the audit trail; a deleted photo is never listed, served or compared again.
 */
export async function deleteSiteImages(
  deps: FieldDeps,
  input: { siteId: number; planId: number; imageIds: number[] },
  actor: AuthUser,
) {
  const ids = await decide(deps, input, 'delete', actor);
  return { message: `${photosWord(ids.length)} deleted`, deleted: ids };
}
