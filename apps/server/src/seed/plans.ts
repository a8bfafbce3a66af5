import type { PlanSiteRow } from '@ooh/api/contract';
import { sumTotals } from '@ooh/api/plan-math';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import {
  auditLog,
  briefCities,
  briefs,
  mediums,
  planSites,
  plans,
  planVersions,
  sites,
} from '../db/schema.ts';
import { loadPlanSiteRows, type PlanSnapshot } from '../services/plans/index.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));

interface SeedSite {
  id: number;
  cityId: number;
  kind: 'conventional' | 'digital';
  monthlyRate: number;
  spotLengthSeconds: number | null;
  loopLengthSeconds: number | null;
  spotsPerLoop: number | null;
}

/** Sites for one plan: 2–8 of the pool, from at least two cities when the pool has two. */
function chooseSites(random: Random, pool: SeedSite[]): SeedSite[] {
  const chosen = random.some(pool, random.int(2, 8));
  const cities = new Set(chosen.map((site) => site.cityId));
  if (cities.size < 2) {
    const elsewhere = pool.filter((site) => !cities.has(site.cityId));
    if (elsewhere.length && chosen.length) chosen[chosen.length - 1] = random.pick(elsewhere);
  }
  return chosen;
}

/**
 * Gives every seeded plan its site table, its versions and its history: 2–8 approved sites from the brief's cities
 * (any city when the brief names none), dated inside the brief's flight. Accepted plans take their sites from a pool
 * no other plan touches, so no two accepted plans book one site and accepting any seeded plan never clashes.
 * Submitted plans get a version-1 snapshot, altered ones (version 2) a second; the audit trail tells the story
 * each status implies, so the plan views show their history.
 */
export async function seedPlanSites(db: Db, random: Random, people: { plannerId: number; kamId: number }) {
  const planRows = await db
    .select({
      id: plans.id,
      briefId: plans.briefId,
      status: plans.status,
      version: plans.version,
      reason: plans.reason,
      createdAt: plans.createdAt,
      createdBy: plans.createdBy,
      startDate: briefs.startDate,
      endDate: briefs.endDate,
    })
    .from(plans)
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .orderBy(asc(plans.id));
  const siteRows: SeedSite[] = await db
    .select({
      id: sites.id,
      cityId: sites.cityId,
      kind: mediums.kind,
      monthlyRate: sites.monthlyRate,
      spotLengthSeconds: sites.spotLengthSeconds,
      loopLengthSeconds: sites.loopLengthSeconds,
      spotsPerLoop: sites.spotsPerLoop,
    })
    .from(sites)
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .where(and(eq(sites.status, 'approved'), isNull(sites.deletedAt)))
    .orderBy(asc(sites.id));
  const targets = await db.select().from(briefCities);
  const citiesOf = (briefId: number) =>
    new Set(targets.filter((row) => row.briefId === briefId).map((row) => row.cityId));

  const reserved = new Set<number>();
  // Accepted plans first, so their sites are set aside before anyone else chooses.
  const ordered = [
    ...planRows.filter((plan) => plan.status === 'accepted'),
    ...planRows.filter((plan) => plan.status !== 'accepted'),
  ];
  const values: Array<typeof planSites.$inferInsert> = [];
  for (const plan of ordered) {
    const free = siteRows.filter((site) => !reserved.has(site.id));
    const wanted = citiesOf(plan.briefId);
    const inCities = free.filter((site) => wanted.has(site.cityId));
    const chosen = chooseSites(random, inCities.length >= 2 ? inCities : free);
    if (plan.status === 'accepted') for (const site of chosen) reserved.add(site.id);
    const span = Math.round((Date.parse(plan.endDate) - Date.parse(plan.startDate)) / DAY);
    chosen.forEach((site, index) => {
      // A quarter of the flight at most off each end: the row always keeps days.
      const start = addDays(plan.startDate, random.int(0, Math.floor(span / 4)));
      const end = addDays(plan.endDate, -random.int(0, Math.floor(span / 4)));
      const digital = site.kind === 'digital';
      values.push({
        planId: plan.id,
        siteId: site.id,
        startDate: start,
        endDate: end,
        // Now and then a site is thrown in free of charge.
        lineType: index === 2 ? 'foc' : 'paid',
        monthlyRate: site.monthlyRate,
        discountPercent: random.pick([0, 5, 10, 15]),
        printingRate: digital ? 0 : random.int(25, 60),
        mountingCost: digital ? 0 : random.int(5, 20) * 1000,
        spotLengthSeconds: digital ? site.spotLengthSeconds : null,
        loopLengthSeconds: digital ? site.loopLengthSeconds : null,
        spotsPerLoop: digital ? site.spotsPerLoop : null,
        createdAt: plan.createdAt,
        updatedAt: plan.createdAt,
      });
    });
  }
  if (values.length) await db.insert(planSites).values(values);

  const rowsByPlan = await loadPlanSiteRows(
    db,
    planRows.map((plan) => plan.id),
  );
  const snapshot = (rows: PlanSiteRow[]): PlanSnapshot => ({
    hide_columns: [],
    rows,
    totals: sumTotals(rows),
  });
  const versions: Array<typeof planVersions.$inferInsert> = [];
  const audit: Array<typeof auditLog.$inferInsert> = [];
  for (const plan of planRows) {
    const rows = rowsByPlan.get(plan.id) ?? [];
    const at = (hours: number) => new Date(plan.createdAt.getTime() + hours * HOUR);
    const step = (hours: number, actorUserId: number | null, action: string, details: object) =>
      audit.push({ actorUserId, action, entity: 'plan', entityId: plan.id, details, createdAt: at(hours) });
    const planner = plan.createdBy ?? people.plannerId;
    step(0, planner, 'plan.create', { to: 'inprogress', brief_id: plan.briefId, version: 1 });
    if (plan.status === 'inprogress') continue;
    // Version 1 of an altered plan had one site fewer than it has now.
    const first = plan.version > 1 && rows.length > 2 ? rows.slice(0, -1) : rows;
    versions.push({
      planId: plan.id,
      version: 1,
      snapshot: snapshot(first),
      createdBy: planner,
      createdAt: at(2),
    });
    step(2, planner, 'plan.submit', { from: 'inprogress', to: 'pending', event: 'plan.submit', version: 1 });
    const modificationReason = 'Swap two Lahore billboards for Karachi sites.';
    if (plan.version > 1) {
      step(4, people.kamId, 'plan.requestModification', {
        from: 'pending',
        to: 'modification_required',
        event: 'plan.requestModification',
        version: 1,
        reason: modificationReason,
      });
      versions.push({
        planId: plan.id,
        version: 2,
        snapshot: snapshot(rows),
        createdBy: planner,
        createdAt: at(6),
      });
      step(6, planner, 'plan.resubmit', {
        from: 'modification_required',
        to: 'modification_pending',
        event: 'plan.resubmit',
        version: 2,
      });
    }
    const reviewed = plan.version > 1 ? 'modification_pending' : 'pending';
    const decide = (event: string, to: string, extra: object = {}) =>
      step(8, people.kamId, event, { from: reviewed, to, event, version: plan.version, ...extra });
    if (plan.status === 'accepted') decide('plan.accept', 'accepted');
    if (plan.status === 'lost') decide('plan.lose', 'lost', { reason: plan.reason });
    if (plan.status === 'modification_required')
      decide('plan.requestModification', 'modification_required', { reason: plan.reason });
  }
  if (versions.length) await db.insert(planVersions).values(versions);
  if (audit.length) await db.insert(auditLog).values(audit);
  return { planSites: values.length, planVersions: versions.length };
}
