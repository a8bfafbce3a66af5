import { isStaffRole } from '@ooh/api/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, Maintenance } from '../db/connection.ts';
import { instanceSettings, users } from '../db/schema.ts';
import type { Storage } from '../deps.ts';
import { seedBriefDetails } from './briefs.ts';
import { seedCompetitors } from './competitors.ts';
import { seedField } from './field.ts';
import { seedFlaggedPhotos } from './field-photos.ts';
import { seedGeography, seedRolesAndLookups, seedSites } from './inventory.ts';
import { seedClients, seedTrackers, seedUsers } from './people.ts';
import { seedNotifications, seedPipeline } from './pipeline.ts';
import { seedPlanSites } from './plans.ts';
import { createRandom } from './random.ts';

export interface SeedOptions {
  demoPassword: string;
  /** The moment the demo data is arranged around (notification ages, campaign dates). */
  now: Date;
  /** The PRNG seed; the default gives the same data every time. */
  randomSeed?: number;
  /** The upload store, where the seeded brief documents are put. */
  storage: Storage;
}

export const DEMO_SETTING = 'demo';

/** The password the demo accounts get when DEMO_PASSWORD is not set; published in the README. */
export const WELL_KNOWN_DEMO_PASSWORD = 'demo-password';

/** True when this database was seeded with the demo data (docs/domain.md, "Safe defaults"). */
export async function isDemoInstance(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ key: instanceSettings.key })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, DEMO_SETTING))
    .limit(1);
  return row !== undefined;
}

/** True when no account exists yet: the first start of a new database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/** Fills an empty, migrated database with the demo data, in one transaction (fast, and all or nothing). */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const randomSeed = options.randomSeed ?? 20_250_601;
  const random = createRandom(randomSeed);
  // Brief details draw from their own stream, so adding them left every other seeded value as it was.
  const detailsRandom = createRandom(randomSeed ^ 0x5eed);
  // So do plan sites: the plans' site tables came later still.
  const planRandom = createRandom(randomSeed ^ 0x91a7);
  // And the field side (pay orders, campaign sites, execution statuses, proof photos), later again.
  const fieldRandom = createRandom(randomSeed ^ 0xf1e1d);
  const { now } = options;
  await db.transaction(async (tx) => {
    // Only a database seeded here accepts the demo password (docs/domain.md, "Safe defaults").
    await tx
      .insert(instanceSettings)
      .values({ key: DEMO_SETTING, value: { seededAt: now.toISOString() }, updatedAt: now })
      .onConflictDoNothing();
    const lookups = await seedRolesAndLookups(tx);
    const geography = await seedGeography(tx);
    const accounts = await seedUsers(tx, options.demoPassword, now);
    const id = (email: string) => {
      const account = accounts.get(email);
      if (!account) throw new Error(`seed: no account ${email}`);
      return account.id;
    };
    await seedTrackers(tx, geography.regionIds, random);
    await seedSites(tx, random, now, lookups, geography, id('operation_analyst@demo.local'));
    const clientRows = await seedClients(tx, accounts, random, now);
    const { briefRows } = await seedPipeline(
      tx,
      random,
      now,
      clientRows,
      id('key_account_manager@demo.local'),
      id('planner@demo.local'),
    );
    await seedBriefDetails(
      tx,
      options.storage,
      detailsRandom,
      briefRows,
      {
        regions: [...geography.regionIds.values()].map((id) => ({ id })),
        cities: geography.cityRows,
        mediums: [...lookups.mediums.values()].map((id) => ({ id })),
        secRanges: lookups.secRanges,
        ageRanges: lookups.ageRanges,
        genders: lookups.genders,
      },
      id('key_account_manager@demo.local'),
    );
    await seedPlanSites(tx, planRandom, {
      plannerId: id('planner@demo.local'),
      kamId: id('key_account_manager@demo.local'),
    });
    await seedField(tx, options.storage, fieldRandom, now, {
      adminId: id('admin@demo.local'),
      kamId: id('key_account_manager@demo.local'),
      analystId: id('operation_analyst@demo.local'),
    });
    await seedFlaggedPhotos(tx, options.storage, now, id('operation_analyst@demo.local'));
    await seedCompetitors(tx, options.storage, now, id('planner@demo.local'));
    const activeStaff = [...accounts.values()].filter(
      (account) => account.status === 'active' && !account.deletedAt && account.role !== 'client',
    );
    await seedNotifications(
      tx,
      random,
      now,
      activeStaff.flatMap((account) =>
        isStaffRole(account.role) ? [{ id: account.id, role: account.role }] : [],
      ),
    );
  });
}

/** Drops every table and the migration history, for `seed --reset`. */
export async function dropEverything(maintenance: Maintenance): Promise<void> {
  await maintenance.db.execute(sql`drop schema if exists drizzle cascade`);
  await maintenance.db.execute(sql`drop schema if exists public cascade`);
  await maintenance.db.execute(sql`create schema public`);
}

/** Migrates, then seeds when the database has no account yet and seeding is wanted. Answers whether it seeded. */
export async function prepareDatabase(maintenance: Maintenance, seed: SeedOptions | null): Promise<boolean> {
  await maintenance.migrate();
  if (!seed || !(await isEmpty(maintenance.db))) return false;
  await seedDatabase(maintenance.db, seed);
  return true;
}
