import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { briefs, files } from '../db/schema.ts';
import { BRIEF_NUMBER_SEQUENCE } from '../db/tables/pipeline.ts';
import type { Storage } from '../deps.ts';
import { replaceBriefTargets } from '../services/briefs/index.ts';
import { simplePdf } from './pdf.ts';
import type { Random } from './random.ts';

/** Within each status, every fourth brief (the second, sixth, …) came in as an uploaded document. */
const FILE_BRIEF_EVERY = 4;

interface SeededBrief {
  id: number;
  briefNumber: string;
  status: string;
  campaignName: string;
  createdAt: Date;
  startDate: string;
  endDate: string;
}

interface Choices {
  regions: Array<{ id: number }>;
  cities: Array<{ id: number; regionId: number }>;
  mediums: Array<{ id: number }>;
  secRanges: Array<{ id: number }>;
  ageRanges: Array<{ id: number }>;
  genders: Array<{ id: number }>;
}

/** Which seeded briefs are file briefs: deterministic, and every status but deleted has at least one. */
export function isSeededFileBrief(indexInStatus: number) {
  return indexInStatus % FILE_BRIEF_EVERY === 1;
}

/**
 * Gives the seeded briefs their kind and details: form briefs get targets (cities always inside the chosen
 * regions), file briefs a small generated PDF put in the upload store under a fixed key (the same bytes on every
 * run; `--reset` overwrites it). Then the brief number sequence continues after the seeded numbers.
 */
export async function seedBriefDetails(
  db: Db,
  storage: Storage,
  random: Random,
  seeded: SeededBrief[],
  choices: Choices,
  authorId: number,
) {
  const seenInStatus = new Map<string, number>();
  for (const brief of seeded) {
    const indexInStatus = seenInStatus.get(brief.status) ?? 0;
    seenInStatus.set(brief.status, indexInStatus + 1);
    if (brief.status !== 'deleted' && isSeededFileBrief(indexInStatus)) {
      await attachDocument(db, storage, brief, authorId);
      continue;
    }
    const regions = random.some(choices.regions, random.int(1, 2));
    const regionIds = new Set(regions.map((region) => region.id));
    const inRegions = choices.cities.filter((city) => regionIds.has(city.regionId));
    const cities = random.some(inRegions, random.int(1, Math.min(3, inRegions.length)));
    const pickIds = (rows: Array<{ id: number }>, min: number, max: number) =>
      random.some(rows, random.int(min, max)).map((row) => row.id);
    await replaceBriefTargets(db, brief.id, {
      region_ids: regions.map((region) => region.id),
      city_ids: cities.map((city) => city.id),
      medium_ids: pickIds(choices.mediums, 1, 3),
      sec_ids: pickIds(choices.secRanges, 0, 3),
      age_range_ids: pickIds(choices.ageRanges, 0, 3),
      gender_ids: pickIds(choices.genders, 0, 2),
    });
  }
  const highest = Math.max(0, ...seeded.map((brief) => Number(brief.briefNumber.split('-')[2])));
  // setval(n, true): the next number is n + 1; setval(1, false): the next is 1.
  await db.execute(
    sql.raw(`select setval('${BRIEF_NUMBER_SEQUENCE}', ${Math.max(1, highest)}, ${highest > 0})`),
  );
}

async function attachDocument(db: Db, storage: Storage, brief: SeededBrief, authorId: number) {
  const content = simplePdf([
    `Campaign brief ${brief.briefNumber}`,
    brief.campaignName,
    `Flight: ${brief.startDate} to ${brief.endDate}`,
    'Objective: awareness in the key cities; see the media mix we discussed.',
    'Targets: SEC A and B, ages 18-44, all genders.',
  ]);
  const storageKey = `briefs/seed-${brief.briefNumber}.pdf`;
  await storage.put(storageKey, content);
  const [file] = await db
    .insert(files)
    .values({
      storageKey,
      originalName: `${brief.campaignName} brief.pdf`,
      contentType: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      uploadedBy: authorId,
      createdAt: brief.createdAt,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('seed: files insert answered no row');
  await db
    .update(briefs)
    .set({
      kind: 'file',
      attachmentFileId: file.id,
      objective: '',
      notes: 'The brief is in the attached document.',
    })
    .where(eq(briefs.id, brief.id));
}
