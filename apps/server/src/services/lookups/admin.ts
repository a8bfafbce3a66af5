import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  briefCities,
  briefMediums,
  briefSecRanges,
  cities,
  locations,
  mediums,
  regions,
  secRanges,
  sites,
} from '../../db/schema.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';

/**
 * Lookup administration (issue 16; docs/domain.md "Lookup administration", written in /work/i16/domain-lookups.md):
 * mediums, SEC ranges and cities, by an admin. Names are unique ignoring case and surrounding spaces (a second
 * "billboard" beside "Billboard" would split the inventory between two mediums). A delete is refused while anything
 * refers to the entry, naming what does; the database's foreign keys refuse it too if a row slips in meanwhile.
 */

type MediumKind = 'conventional' | 'digital';

/** How many, in words: "1 site", "3 sites". */
const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "14 sites (BB-LHE-001, BB-LHE-002, BB-KHI-003 and 11 more)": what uses an entry, named so it can be found. */
async function sitesUsing(db: Db, where: ReturnType<typeof eq>) {
  const [total] = await db.select({ n: count() }).from(sites).where(where);
  const n = Number(total?.n ?? 0);
  if (n === 0) return null;
  const some = await db
    .select({ code: sites.siteCode })
    .from(sites)
    .where(where)
    .orderBy(asc(sites.siteCode))
    .limit(3);
  const codes = some.map((row) => row.code).join(', ');
  return `${counted(n, 'site')} (${codes}${n > some.length ? ` and ${(n - some.length).toLocaleString('en-US')} more` : ''})`;
}

const countOf = async (query: PromiseLike<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);

/** "a and b", "a, b and c". */
function listInWords(parts: string[]) {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const sameName = (column: typeof mediums.name | typeof secRanges.name | typeof cities.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

// ----- Mediums ------------------------------------------------------------------------------------------------

const mediumColumns = { id: mediums.id, name: mediums.name, kind: mediums.kind };

async function assertMediumNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: mediums.id, name: mediums.name })
    .from(mediums)
    .where(
      exceptId ? and(sameName(mediums.name, name), ne(mediums.id, exceptId)) : sameName(mediums.name, name),
    )
    .limit(1);
  if (taken) throw conflict(`A medium named "${taken.name}" already exists.`);
}

export async function createMedium(db: Db, input: { name: string; kind: MediumKind }) {
  await assertMediumNameFree(db, input.name);
  const [row] = await db.insert(mediums).values(input).returning(mediumColumns);
  if (!row) throw new Error('createMedium: no row returned');
  return { message: `Medium "${row.name}" added.`, data: row };
}

export async function updateMedium(db: Db, id: number, input: { name: string; kind: MediumKind }) {
  const [current] = await db.select(mediumColumns).from(mediums).where(eq(mediums.id, id)).limit(1);
  if (!current) throw notFound('This medium does not exist.');
  await assertMediumNameFree(db, input.name, id);
  if (input.kind !== current.kind) {
    // A site's slot data follows its medium's kind (digital: spot, loop, spots per loop; conventional: none).
    const using = await sitesUsing(db, eq(sites.mediumId, id));
    if (using)
      throw conflict(
        `The kind of "${current.name}" cannot change while it is used by ${using}: their slot data follows the kind. Add a new ${input.kind} medium instead.`,
      );
  }
  const [row] = await db.update(mediums).set(input).where(eq(mediums.id, id)).returning(mediumColumns);
  if (!row) throw notFound('This medium does not exist.');
  return { message: `Medium "${row.name}" updated.`, data: row };
}

export async function deleteMedium(db: Db, id: number) {
  const [current] = await db.select(mediumColumns).from(mediums).where(eq(mediums.id, id)).limit(1);
  if (!current) throw notFound('This medium does not exist.');
  const users = [
    await sitesUsing(db, eq(sites.mediumId, id)),
    briefsPart(
      await countOf(db.select({ n: count() }).from(briefMediums).where(eq(briefMediums.mediumId, id))),
    ),
  ].filter((part): part is string => part !== null);
  if (users.length)
    throw conflict(`"${current.name}" cannot be deleted: it is used by ${listInWords(users)}.`);
  await db.delete(mediums).where(eq(mediums.id, id));
  return { message: `Medium "${current.name}" deleted.` };
}

const briefsPart = (n: number) => (n ? `the targets of ${counted(n, 'brief')}` : null);

// ----- SEC ranges ---------------------------------------------------------------------------------------------

const secColumns = { id: secRanges.id, name: secRanges.name, description: secRanges.description };

async function assertSecNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ name: secRanges.name })
    .from(secRanges)
    .where(
      exceptId
        ? and(sameName(secRanges.name, name), ne(secRanges.id, exceptId))
        : sameName(secRanges.name, name),
    )
    .limit(1);
  if (taken) throw conflict(`An SEC range named "${taken.name}" already exists.`);
}

export async function createSecRange(db: Db, input: { name: string; description: string }) {
  await assertSecNameFree(db, input.name);
  // A new range goes last in the lists (they are shown in sort order, then by name).
  const [row] = await db
    .insert(secRanges)
    .values({
      ...input,
      sortOrder: sql`(select coalesce(max(${secRanges.sortOrder}), -1) + 1 from ${secRanges})`,
    })
    .returning(secColumns);
  if (!row) throw new Error('createSecRange: no row returned');
  return { message: `SEC range "${row.name}" added.`, data: row };
}

export async function updateSecRange(db: Db, id: number, input: { name: string; description: string }) {
  const [current] = await db.select(secColumns).from(secRanges).where(eq(secRanges.id, id)).limit(1);
  if (!current) throw notFound('This SEC range does not exist.');
  await assertSecNameFree(db, input.name, id);
  const [row] = await db.update(secRanges).set(input).where(eq(secRanges.id, id)).returning(secColumns);
  if (!row) throw notFound('This SEC range does not exist.');
  return { message: `SEC range "${row.name}" updated.`, data: row };
}

export async function deleteSecRange(db: Db, id: number) {
  const [current] = await db.select(secColumns).from(secRanges).where(eq(secRanges.id, id)).limit(1);
  if (!current) throw notFound('This SEC range does not exist.');
  const users = [
    await sitesUsing(db, eq(sites.secRangeId, id)),
    briefsPart(
      await countOf(db.select({ n: count() }).from(briefSecRanges).where(eq(briefSecRanges.secRangeId, id))),
    ),
  ].filter((part): part is string => part !== null);
  if (users.length)
    throw conflict(`SEC range "${current.name}" cannot be deleted: it is used by ${listInWords(users)}.`);
  await db.delete(secRanges).where(eq(secRanges.id, id));
  return { message: `SEC range "${current.name}" deleted.` };
}

// ----- Cities -------------------------------------------------------------------------------------------------

const cityColumns = {
  id: cities.id,
  name: cities.name,
  region_id: cities.regionId,
  region_name: regions.name,
};

const findCity = async (db: Db, id: number) =>
  (
    await db
      .select(cityColumns)
      .from(cities)
      .innerJoin(regions, eq(regions.id, cities.regionId))
      .where(eq(cities.id, id))
      .limit(1)
  )[0];

async function findRegion(db: Db, id: number) {
  const [region] = await db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(eq(regions.id, id));
  // The region is a choice of the form: an unknown one is the field's problem, named as such.
  if (!region) throw invalidInput({ region_id: 'This region does not exist' });
  return region;
}

/** City names are unique within their region (two regions may each have a "Hyderabad"). */
async function assertCityNameFree(
  db: Db,
  name: string,
  region: { id: number; name: string },
  exceptId?: number,
) {
  const sameInRegion = and(sameName(cities.name, name), eq(cities.regionId, region.id));
  const [taken] = await db
    .select({ name: cities.name })
    .from(cities)
    .where(exceptId ? and(sameInRegion, ne(cities.id, exceptId)) : sameInRegion)
    .limit(1);
  if (taken) throw conflict(`${region.name} already has a city named "${taken.name}".`);
}

export async function createCity(db: Db, input: { name: string; region_id: number }) {
  const region = await findRegion(db, input.region_id);
  await assertCityNameFree(db, input.name, region);
  const [row] = await db
    .insert(cities)
    .values({ name: input.name, regionId: region.id })
    .returning({ id: cities.id });
  if (!row) throw new Error('createCity: no row returned');
  const city = await findCity(db, row.id);
  if (!city) throw new Error('createCity: the new city is gone');
  return { message: `City "${city.name}" added to ${region.name}.`, data: city };
}

/**
 * Renames a city or moves it to another region. Its sites' stored region moves with it (sites keep region and
 * city beside the location for the lists' filters); their `city_name` follows a rename by the trigger of
 * migration 0007. Briefs that target the city keep the regions they chose (what was asked for at the time).
 */
export async function updateCity(db: Db, id: number, input: { name: string; region_id: number }) {
  const current = await findCity(db, id);
  if (!current) throw notFound('This city does not exist.');
  const region = await findRegion(db, input.region_id);
  await assertCityNameFree(db, input.name, region, id);
  await db.transaction(async (tx) => {
    await tx.update(cities).set({ name: input.name, regionId: region.id }).where(eq(cities.id, id));
    if (region.id !== current.region_id)
      await tx.update(sites).set({ regionId: region.id, updatedAt: sql`now()` }).where(eq(sites.cityId, id));
  });
  const city = await findCity(db, id);
  if (!city) throw notFound('This city does not exist.');
  const moved = region.id !== current.region_id ? ` and moved to ${region.name}` : '';
  return { message: `City "${city.name}" updated${moved}.`, data: city };
}

export async function deleteCity(db: Db, id: number) {
  const current = await findCity(db, id);
  if (!current) throw notFound('This city does not exist.');
  const locationCount = await countOf(
    db.select({ n: count() }).from(locations).where(eq(locations.cityId, id)),
  );
  const users = [
    await sitesUsing(db, eq(sites.cityId, id)),
    locationCount ? counted(locationCount, 'location') : null,
    briefsPart(await countOf(db.select({ n: count() }).from(briefCities).where(eq(briefCities.cityId, id)))),
  ].filter((part): part is string => part !== null);
  if (users.length)
    throw conflict(`"${current.name}" cannot be deleted: it is used by ${listInWords(users)}.`);
  await db.delete(cities).where(eq(cities.id, id));
  return { message: `City "${current.name}" deleted.` };
}
