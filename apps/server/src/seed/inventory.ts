import type { Db } from '../db/connection.ts';
import {
  ageRanges,
  assetTypes,
  cities,
  genders,
  locations,
  lsmLevels,
  mediums,
  printingMediaTypes,
  regions,
  roles,
  secRanges,
  siteAgeRanges,
  siteGenders,
  sites,
} from '../db/schema.ts';
import {
  AGE_RANGES,
  ASSET_TYPES,
  GENDERS,
  GEOGRAPHY,
  LSM_LEVELS,
  MEDIUMS,
  PRINTING_MEDIA_TYPES,
  ROLES,
  SEC_RANGES,
} from './data.ts';
import type { Random } from './random.ts';

export const SITE_COUNT = 300;
/** Every twentieth site is a requested (pending) site from the field. */
const PENDING_EVERY = 20;
const DAY = 86_400_000;

const byName = <T extends { id: number; name: string }>(rows: T[]) =>
  new Map(rows.map((row) => [row.name, row.id]));
const mustGet = <K, V>(map: Map<K, V>, key: K): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing ${String(key)}`);
  return value;
};

const sorted = (names: string[]) => names.map((name, index) => ({ name, sortOrder: index }));

export async function seedRolesAndLookups(db: Db) {
  await db.insert(roles).values(ROLES.map((role, index) => ({ ...role, sortOrder: index })));
  await db.insert(secRanges).values(SEC_RANGES.map((range, index) => ({ ...range, sortOrder: index })));
  const mediumRows = await db
    .insert(mediums)
    .values(MEDIUMS.map(({ name, kind }) => ({ name, kind })))
    .returning({ id: mediums.id, name: mediums.name });
  return {
    mediums: byName(mediumRows),
    secRanges: await db.select({ id: secRanges.id, name: secRanges.name }).from(secRanges),
    ageRanges: await db.insert(ageRanges).values(sorted(AGE_RANGES)).returning({ id: ageRanges.id }),
    genders: await db.insert(genders).values(sorted(GENDERS)).returning({ id: genders.id }),
    assetTypes: byName(await db.insert(assetTypes).values(sorted(ASSET_TYPES)).returning()),
    printingMedia: await db.insert(printingMediaTypes).values(sorted(PRINTING_MEDIA_TYPES)).returning(),
    lsmLevels: await db
      .insert(lsmLevels)
      .values(LSM_LEVELS.map((level) => ({ level, name: `LSM ${level}` })))
      .returning({ id: lsmLevels.id, level: lsmLevels.level }),
  };
}

export async function seedGeography(db: Db) {
  const regionIds = byName(
    await db
      .insert(regions)
      .values(Object.keys(GEOGRAPHY).map((name) => ({ name })))
      .returning({ id: regions.id, name: regions.name }),
  );
  const cityRows = await db
    .insert(cities)
    .values(
      Object.entries(GEOGRAPHY).flatMap(([region, regionCities]) =>
        Object.keys(regionCities).map((name) => ({ name, regionId: mustGet(regionIds, region) })),
      ),
    )
    .returning({ id: cities.id, name: cities.name, regionId: cities.regionId });
  const cityIds = byName(cityRows);
  const locationRows = await db
    .insert(locations)
    .values(
      Object.values(GEOGRAPHY).flatMap((regionCities) =>
        Object.entries(regionCities).flatMap(([city, { locations: names }]) =>
          names.map((name) => ({ name, cityId: mustGet(cityIds, city) })),
        ),
      ),
    )
    .returning({ id: locations.id, name: locations.name, cityId: locations.cityId });
  const cityInfo = new Map(
    Object.values(GEOGRAPHY).flatMap((regionCities) =>
      Object.entries(regionCities).map(([name, info]) => [mustGet(cityIds, name), info] as const),
    ),
  );
  return { regionIds, cityRows, locationRows, cityInfo };
}

type Lookups = Awaited<ReturnType<typeof seedRolesAndLookups>>;
type Geography = Awaited<ReturnType<typeof seedGeography>>;

/** ~300 sites spread over every location, with sizes and rates that fit their medium. */
export async function seedSites(
  db: Db,
  random: Random,
  now: Date,
  lookups: Lookups,
  geography: Geography,
  requestedBy: number,
) {
  const cityById = new Map(geography.cityRows.map((city) => [city.id, city]));
  const facings = ['north', 'south', 'east', 'west'];
  const rows = Array.from({ length: SITE_COUNT }, (_, index) => {
    const location = geography.locationRows[index % geography.locationRows.length]!;
    const city = mustGet(cityById, location.cityId);
    const info = mustGet(geography.cityInfo, city.id);
    // Conventional media are most of an inventory; every fourth site is digital.
    const medium =
      index % 4 === 3
        ? random.pick(MEDIUMS.filter((m) => m.kind === 'digital'))
        : random.pick(MEDIUMS.filter((m) => m.kind === 'conventional'));
    const digital = medium.kind === 'digital';
    const pending = index % PENDING_EVERY === PENDING_EVERY - 1;
    const rate = Math.round(random.int(medium.rate[0], medium.rate[1]) / 1000) * 1000;
    const createdAt = new Date(now.getTime() - random.int(pending ? 1 : 30, pending ? 20 : 720) * DAY);
    return {
      siteCode: `${info.code}-${medium.code}-${String(index + 1).padStart(4, '0')}`,
      name: `${medium.name}, ${location.name} (facing ${random.pick(facings)})`,
      regionId: city.regionId,
      cityId: city.id,
      locationId: location.id,
      mediumId: mustGet(lookups.mediums, medium.name),
      assetTypeId: mustGet(
        lookups.assetTypes,
        digital ? 'Digital' : random.pick(['Front-lit', 'Back-lit', 'Non-lit']),
      ),
      printingMediaTypeId: digital ? null : random.pick(lookups.printingMedia).id,
      secRangeId: random.pick(lookups.secRanges).id,
      lsmLevelId: random.pick(lookups.lsmLevels).id,
      widthFt: medium.size[0],
      heightFt: medium.size[1],
      faces: !digital && random.next() < 0.3 ? 2 : 1,
      illuminated: digital || random.next() < 0.6,
      latitude: Number((info.at[0] + (random.next() - 0.5) * 0.1).toFixed(6)),
      longitude: Number((info.at[1] + (random.next() - 0.5) * 0.1).toFixed(6)),
      monthlyRate: rate,
      dailyTraffic: random.int(5, 150) * 1000,
      spotLengthSeconds: digital ? random.pick([10, 15, 20]) : null,
      loopLengthSeconds: digital ? random.pick([60, 120, 180]) : null,
      spotsPerLoop: digital ? 1 : null,
      operatingFromMinute: digital ? 6 * 60 : null,
      operatingToMinute: digital ? 24 * 60 : null,
      status: pending ? ('pending' as const) : ('approved' as const),
      requestedBy: pending ? requestedBy : null,
      // A requested site says why it was asked for (no random draw: the rest of the seed stays as it was).
      requestNote: pending ? `Seen on a visit to ${location.name}: not in the inventory yet.` : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const siteRows = await db.insert(sites).values(rows).returning({ id: sites.id });
  await db
    .insert(siteAgeRanges)
    .values(
      siteRows.flatMap((site) =>
        random
          .some(lookups.ageRanges, random.int(2, 4))
          .map((range) => ({ siteId: site.id, ageRangeId: range.id })),
      ),
    );
  await db
    .insert(siteGenders)
    .values(
      siteRows.flatMap((site) =>
        random
          .some(lookups.genders, random.int(1, 2))
          .map((gender) => ({ siteId: site.id, genderId: gender.id })),
      ),
    );
  return siteRows;
}
