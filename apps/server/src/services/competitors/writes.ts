import { COMPETITOR_MESSAGES, type CompetitorListItem, VISUALREP_IMAGE_TYPES } from '@ooh/api/contract';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import {
  auditLog,
  competitorCampaignSites,
  competitorCampaigns,
  competitors,
  files,
} from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import { databaseCause } from '../../http/database-errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  recordFile,
  removeStoredFiles,
  sniffImageType,
  storeFile,
} from '../files/index.ts';
import { findCompetitor } from './competitors.ts';

/**
 * Recording competitors (issue 18; docs/domain.md "Competitors"; their campaigns: campaign-writes.ts). Each write is one transaction
 * with its audit row; the counters move by the tables' triggers (migration 0017). Files a write leaves unnamed (a
 * replaced logo, the logos and photos of deleted rows) have their `files` rows deleted in the same transaction and
 * are removed from the store after the commit; what a failed removal leaves, the start-up sweep removes (no row
 * names it any more).
 */

export interface CompetitorDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: Date;
}

const STORE_FOLDER = 'competitors';
/** Larger logos are refused before they are decoded. */
const MAX_LOGO_PIXELS = 40_000_000;

export const audit = (
  tx: Db,
  actorId: number,
  action: string,
  entity: string,
  id: number,
  details: object,
  now: Date,
) =>
  tx.insert(auditLog).values({ actorUserId: actorId, action, entity, entityId: id, details, createdAt: now });

/** A unique index's violation, by its name, as the 409 the caller reads (a race past the check before the write). */
export async function uniqueAs<T>(work: Promise<T>, constraint: string, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = databaseCause(error);
    if (cause?.code === '23505' && (cause.constraint === constraint || cause.message.includes(constraint)))
      throw conflict(message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Logos

/** The logo checked: JPEG, PNG or WebP by its first bytes (the multipart reader did), then decodable by sharp. */
async function checkedLogo(file: UploadedFile) {
  const type = sniffImageType(file.content);
  if (!type) throw invalidInput({ file: COMPETITOR_MESSAGES.logoType });
  try {
    const meta = await sharp(file.content, { limitInputPixels: MAX_LOGO_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch {
    throw invalidInput({ file: COMPETITOR_MESSAGES.logoType });
  }
  return type;
}

/** Stages the logo under a server-chosen key; the caller records it in its transaction and commits or discards. */
async function stageLogo(storage: Storage, file: UploadedFile) {
  const type = await checkedLogo(file);
  return storeFile(storage, {
    folder: STORE_FOLDER,
    content: file.content,
    originalName: file.fileName,
    contentType: type,
    extension: VISUALREP_IMAGE_TYPES[type],
  });
}

async function nameTaken(tx: Db, name: string, except?: number) {
  const [row] = await tx
    .select({ id: competitors.id })
    .from(competitors)
    .where(
      and(
        sql`lower(${competitors.name}) = lower(${name})`,
        except === undefined ? undefined : ne(competitors.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** create-competitor: the name (unique letter case aside) and an optional logo. */
export async function createCompetitor(
  deps: CompetitorDeps,
  input: { name: string; logo: UploadedFile | null },
  actorId: number,
): Promise<{ message: string; competitor: CompetitorListItem }> {
  const staged = input.logo ? await stageLogo(deps.storage, input.logo) : null;
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await nameTaken(tx, input.name)) throw conflict(COMPETITOR_MESSAGES.nameTaken);
      const logoFileId = staged ? await recordFile(tx, staged, actorId, deps.now) : null;
      const [row] = await uniqueAs(
        tx
          .insert(competitors)
          .values({
            name: input.name,
            logoFileId,
            createdBy: actorId,
            updatedBy: actorId,
            createdAt: deps.now,
            updatedAt: deps.now,
          })
          .returning({ id: competitors.id }),
        'competitors_name_lower_unique',
        COMPETITOR_MESSAGES.nameTaken,
      );
      if (!row) throw new Error('competitors: insert answered no row');
      await audit(
        tx,
        actorId,
        'competitor.create',
        'competitor',
        row.id,
        { name: input.name, logo: staged?.storageKey ?? null },
        deps.now,
      );
      return row.id;
    });
    await commitStoredFiles(deps.storage, [staged?.storageKey]);
  } catch (error) {
    await discardStoredFiles(deps, [staged?.storageKey]);
    throw error;
  }
  const competitor = await findCompetitor(deps.db, id);
  return { message: COMPETITOR_MESSAGES.created(competitor.competitor_name), competitor };
}

/** update-competitor: renames it and, with a logo, replaces the previous one (its file deleted). */
export async function updateCompetitor(
  deps: CompetitorDeps,
  id: number,
  input: { name: string; logo: UploadedFile | null },
  actorId: number,
): Promise<{ message: string; competitor: CompetitorListItem }> {
  // 404 before the logo is decoded and stored.
  await findCompetitor(deps.db, id);
  const staged = input.logo ? await stageLogo(deps.storage, input.logo) : null;
  let replaced: string[] = [];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: competitors.name, logoFileId: competitors.logoFileId })
        .from(competitors)
        .where(eq(competitors.id, id))
        .for('update');
      if (!current) throw notFound(COMPETITOR_MESSAGES.notFound);
      if (await nameTaken(tx, input.name, id)) throw conflict(COMPETITOR_MESSAGES.nameTaken);
      const logoFileId = staged ? await recordFile(tx, staged, actorId, deps.now) : current.logoFileId;
      await uniqueAs(
        tx
          .update(competitors)
          .set({ name: input.name, logoFileId, updatedBy: actorId, updatedAt: deps.now })
          .where(eq(competitors.id, id)),
        'competitors_name_lower_unique',
        COMPETITOR_MESSAGES.nameTaken,
      );
      let gone: string[] = [];
      if (staged && current.logoFileId !== null)
        gone = (
          await tx.delete(files).where(eq(files.id, current.logoFileId)).returning({ key: files.storageKey })
        ).map((file) => file.key);
      await audit(
        tx,
        actorId,
        'competitor.update',
        'competitor',
        id,
        { from_name: current.name, name: input.name, logo: staged?.storageKey ?? null, replaced: gone },
        deps.now,
      );
      return gone;
    });
    await commitStoredFiles(deps.storage, [staged?.storageKey]);
  } catch (error) {
    await discardStoredFiles(deps, [staged?.storageKey]);
    throw error;
  }
  await removeStoredFiles(deps, replaced);
  const competitor = await findCompetitor(deps.db, id);
  return { message: COMPETITOR_MESSAGES.updated(competitor.competitor_name), competitor };
}

/**
 * The photo files of the sightings `where` selects: their ids, to delete with the rows (they are referenced from
 * the sightings, so the rows go first, then the files).
 */
export async function sightingPhotoFiles(tx: Db, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  const rows = await tx
    .select({
      original: competitorCampaignSites.photoOriginalFileId,
      web: competitorCampaignSites.photoWebFileId,
    })
    .from(competitorCampaignSites)
    .where(
      and(
        inArray(competitorCampaignSites.campaignId, campaignIds),
        or(
          isNotNull(competitorCampaignSites.photoOriginalFileId),
          isNotNull(competitorCampaignSites.photoWebFileId),
        ),
      ),
    );
  return rows.flatMap((row) => [row.original, row.web]).filter((id): id is number => id !== null);
}

/** Deletes `files` rows no row names any more; answers their keys, to remove from the store after the commit. */
export async function deleteFiles(tx: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await tx.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  return gone.map((file) => file.key);
}

/**
 * delete-competitor: the competitor with its campaigns, their sightings and reports (ON DELETE CASCADE) and the
 * files of its logo and of the sightings' photos (deleted here, in the same transaction). Answers how many
 * campaigns went.
 */
export async function deleteCompetitor(deps: CompetitorDeps, id: number, actorId: number) {
  const { name, campaigns, keys } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: competitors.name, logoFileId: competitors.logoFileId })
      .from(competitors)
      .where(eq(competitors.id, id))
      .for('update');
    if (!current) throw notFound(COMPETITOR_MESSAGES.notFound);
    const campaignIds = (
      await tx
        .select({ id: competitorCampaigns.id })
        .from(competitorCampaigns)
        .where(eq(competitorCampaigns.competitorId, id))
    ).map((row) => row.id);
    const fileIds = await sightingPhotoFiles(tx, campaignIds);
    if (current.logoFileId !== null) fileIds.push(current.logoFileId);
    await tx.delete(competitors).where(eq(competitors.id, id));
    const gone = await deleteFiles(tx, fileIds);
    await audit(
      tx,
      actorId,
      'competitor.delete',
      'competitor',
      id,
      { name: current.name, campaigns: campaignIds.length, files: gone },
      deps.now,
    );
    return { name: current.name, campaigns: campaignIds.length, keys: gone };
  });
  await removeStoredFiles(deps, keys);
  return { message: COMPETITOR_MESSAGES.deleted(name, campaigns), campaigns_deleted: campaigns };
}

// ---------------------------------------------------------------------------------------------------------------
// Campaigns
