import {
  BRIEF_FILE_TYPES,
  BRIEF_MESSAGES,
  type Brief,
  type createBriefByFile as createBriefByFileEndpoint,
  type createBrief as createBriefEndpoint,
  type EndpointBody,
} from '@ooh/api/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  ageRanges,
  auditLog,
  BRIEF_NUMBER_SEQUENCE,
  briefAgeRanges,
  briefCities,
  briefGenders,
  briefMediums,
  briefRegions,
  briefSecRanges,
  briefs,
  cities,
  clients,
  genders,
  mediums,
  regions,
  secRanges,
} from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { invalidInput, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  recordFile,
  type StoredFile,
  sniffFileType,
  storeFile,
} from '../files/index.ts';
import {
  kindDraft,
  type NotificationDraft,
  pushToUsers,
  writeNotifications,
} from '../notifications/index.ts';
import type { TransitionDeps } from '../shared/index.ts';
import { BRIEF_NOT_FOUND, findBrief, liveBrief, publicBrief } from './queries.ts';

export type BriefFormFields = EndpointBody<typeof createBriefEndpoint>;
export type BriefFileFields = EndpointBody<typeof createBriefByFileEndpoint>;

/** What brief writes need: a transition's dependencies and the upload store. */
export interface BriefDeps extends TransitionDeps {
  storage: Storage;
}

/** A brief as a notification names it. */
export const briefTitle = (brief: { campaign_name: string; brief_number: string }) =>
  `${brief.campaign_name} (${brief.brief_number})`;

// ---------------------------------------------------------------------------------------------------------------
// References

const unique = (ids: readonly number[]) => [...new Set(ids)];

type LookupTable = typeof regions | typeof cities | typeof mediums | typeof secRanges | typeof ageRanges;

/** Every id must exist; answers the unknown ones. */
async function unknownIds(db: Db, table: LookupTable | typeof genders, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

const unknownMessage = ([one, many]: readonly [string, string], ids: number[]) =>
  `Unknown ${ids.length > 1 ? many : one}: ${ids.join(', ')}. Choose from the list.`;

/**
 * The checks the schema cannot make, each reported on its field: the client exists and is not deleted, every
 * lookup id exists, and every city lies in one of the chosen regions.
 */
export async function checkBriefReferences(db: Db, input: { client_id: number } & Partial<BriefFormFields>) {
  const errors: Record<string, string> = {};
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, input.client_id), isNull(clients.deletedAt)));
  if (!client) errors.client_id = 'This client does not exist. Choose a client from the list.';

  const lists: Array<[keyof BriefFormFields, LookupTable | typeof genders, readonly [string, string]]> = [
    ['region_ids', regions, ['region', 'regions']],
    ['city_ids', cities, ['city', 'cities']],
    ['medium_ids', mediums, ['medium', 'mediums']],
    ['sec_ids', secRanges, ['SEC class', 'SEC classes']],
    ['age_range_ids', ageRanges, ['age range', 'age ranges']],
    ['gender_ids', genders, ['gender', 'genders']],
  ];
  for (const [field, table, what] of lists) {
    const ids = input[field];
    if (!Array.isArray(ids)) continue;
    const unknown = await unknownIds(db, table, unique(ids));
    if (unknown.length) errors[field] = unknownMessage(what, unknown);
  }

  if (!errors.region_ids && !errors.city_ids && input.city_ids?.length) {
    const chosenRegions = new Set(input.region_ids ?? []);
    const rows = await db
      .select({ name: cities.name, regionId: cities.regionId })
      .from(cities)
      .where(inArray(cities.id, unique(input.city_ids)))
      .orderBy(cities.name);
    const stray = rows.filter((row) => !chosenRegions.has(row.regionId)).map((row) => row.name);
    if (stray.length)
      errors.city_ids = `Every city must be in one of the chosen regions; ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} not.`;
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
}

/** Writes the brief's target lists, replacing what it had. */
export async function replaceBriefTargets(db: Db, briefId: number, input: Partial<BriefFormFields>) {
  // One after another: this runs inside the brief's transaction, and one connection takes one query at a time
  // (node-postgres warns about queued queries, and its next major refuses them).
  for (const table of [briefRegions, briefCities, briefMediums, briefSecRanges, briefAgeRanges, briefGenders])
    await db.delete(table).where(eq(table.briefId, briefId));
  const ids = (list: number[] | undefined) => unique(list ?? []);
  const regionIds = ids(input.region_ids);
  if (regionIds.length)
    await db.insert(briefRegions).values(regionIds.map((regionId) => ({ briefId, regionId })));
  const cityIds = ids(input.city_ids);
  if (cityIds.length) await db.insert(briefCities).values(cityIds.map((cityId) => ({ briefId, cityId })));
  const mediumIds = ids(input.medium_ids);
  if (mediumIds.length)
    await db.insert(briefMediums).values(mediumIds.map((mediumId) => ({ briefId, mediumId })));
  const secIds = ids(input.sec_ids);
  if (secIds.length)
    await db.insert(briefSecRanges).values(secIds.map((secRangeId) => ({ briefId, secRangeId })));
  const ageIds = ids(input.age_range_ids);
  if (ageIds.length)
    await db.insert(briefAgeRanges).values(ageIds.map((ageRangeId) => ({ briefId, ageRangeId })));
  const genderIds = ids(input.gender_ids);
  if (genderIds.length)
    await db.insert(briefGenders).values(genderIds.map((genderId) => ({ briefId, genderId })));
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest start date the server takes: the UTC day before `now`. The form holds people to their own today;
 * the server cannot know their zone, and a day back covers every zone on Earth (UTC-12 is at most one UTC day
 * behind), so nobody's today is refused (docs/domain.md "Forms and list addresses (issue 15)").
 */
export function earliestBriefStart(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * A brief starts today or later, on create and on update, whoever writes it. On update a start date the brief
 * already has is kept even when that day has passed (a brief waiting since last week can still have its notes
 * fixed); moving it to another past day is refused. 400 on `start_date`.
 */
export function checkBriefStart(startDate: string, now: Date, currentStart?: string) {
  if (startDate === currentStart) return;
  if (startDate < earliestBriefStart(now)) throw invalidInput({ start_date: BRIEF_MESSAGES.startInPast });
}

// ---------------------------------------------------------------------------------------------------------------
// Documents

/** The accepted type of a document, by its content; null when it is none of them. */
export function briefDocumentType(file: UploadedFile): keyof typeof BRIEF_FILE_TYPES | null {
  return sniffFileType(file.content);
}

/** Puts a checked document in the store (the caller records it in its transaction, or removes it). */
export function storeBriefDocument(storage: Storage, file: UploadedFile): Promise<StoredFile> {
  const contentType = briefDocumentType(file);
  if (!contentType) throw new Error('storeBriefDocument: the document was not checked');
  return storeFile(storage, {
    folder: 'briefs',
    content: file.content,
    originalName: file.fileName,
    contentType,
    extension: BRIEF_FILE_TYPES[contentType],
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Create

/** The next brief number, BR-<year>-<sequence>; the sequence makes concurrent creates safe. */
async function nextBriefNumber(db: Db, now: Date) {
  const [row] = await db
    .select({ value: sql<number>`nextval(${sql.raw(`'${BRIEF_NUMBER_SEQUENCE}'`)})::int` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('brief number: the sequence answered nothing');
  return `BR-${now.getUTCFullYear()}-${String(row.value).padStart(4, '0')}`;
}

export type NewBrief =
  | { kind: 'form'; fields: BriefFormFields }
  | { kind: 'file'; fields: BriefFileFields; file: UploadedFile };

/**
 * Creates a brief, pending (new), in one transaction with its targets, its document's row, its audit row and the
 * notifications of the KAMs and admins (docs/domain.md); the document is stored first and removed again if the
 * transaction fails, so nothing is orphaned.
 */
export async function createBrief(deps: BriefDeps, input: NewBrief, actorId: number) {
  const { now } = deps;
  checkBriefStart(input.fields.start_date, now);
  const stored = input.kind === 'file' ? await storeBriefDocument(deps.storage, input.file) : null;
  try {
    const { brief, recipients, draft } = await deps.db.transaction(async (tx) => {
      await checkBriefReferences(tx, input.fields);
      const attachmentFileId = stored ? await recordFile(tx, stored, actorId, now) : null;
      const { fields } = input;
      const [row] = await tx
        .insert(briefs)
        .values({
          briefNumber: await nextBriefNumber(tx, now),
          kind: input.kind,
          clientId: fields.client_id,
          campaignName: fields.campaign_name,
          objective: input.kind === 'form' ? input.fields.objective : '',
          notes: fields.notes,
          startDate: fields.start_date,
          endDate: fields.end_date,
          budget: fields.budget,
          attachmentFileId,
          createdBy: actorId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: briefs.id });
      if (!row) throw new Error('createBrief: insert answered no row');
      if (input.kind === 'form') await replaceBriefTargets(tx, row.id, input.fields);
      await tx.insert(auditLog).values({
        actorUserId: actorId,
        action: 'brief.create',
        entity: 'brief',
        entityId: row.id,
        details: { to: 'pending', kind: input.kind, ...(stored ? { file: stored.storageKey } : {}) },
        createdAt: now,
      });
      const brief = await findBrief(tx, row.id);
      if (!brief) throw new Error(`brief ${row.id} vanished inside its own transaction`);
      const kind = kindDraft('briefCreated', {
        brief_id: brief.id,
        brief_kind: brief.kind,
        brief_number: brief.brief_number,
      });
      const draft: NotificationDraft = {
        roles: kind.roles,
        message: { title: kind.title, body: `${briefTitle(brief)} is waiting for review.`, link: kind.link },
      };
      const recipients = await writeNotifications(tx, draft, { actorId, now });
      return { brief, recipients, draft };
    });
    await commitStoredFiles(deps.storage, [stored?.storageKey]);
    await pushToUsers(deps, recipients, draft.message);
    return { message: 'Brief created', brief: publicBrief(brief) };
  } catch (error) {
    if (stored) await discardStoredFiles(deps, [stored.storageKey]);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Links

export type BriefLink = { design_link: string } | { highres_link: string };

/** Sets the design or high-res link of a brief that is not deleted; one transaction with its audit row. */
export async function setBriefLink(
  deps: TransitionDeps,
  id: number,
  actorId: number,
  link: BriefLink,
): Promise<{ message: string; brief: Brief }> {
  const design = 'design_link' in link;
  const brief = await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(briefs)
      .set({
        ...(design ? { designLink: link.design_link } : { highresLink: link.highres_link }),
        updatedAt: deps.now,
      })
      .where(liveBrief(id))
      .returning({ id: briefs.id });
    if (!changed.length) throw notFound(BRIEF_NOT_FOUND);
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: design ? 'brief.designLink' : 'brief.highresLink',
      entity: 'brief',
      entityId: id,
      details: link,
      createdAt: deps.now,
    });
    return findBrief(tx, id);
  });
  if (!brief) throw notFound(BRIEF_NOT_FOUND);
  return { message: design ? 'Design link saved' : 'High-res link saved', brief: publicBrief(brief) };
}
