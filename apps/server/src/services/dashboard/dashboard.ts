import type { Db } from '../../db/connection.ts';
import { acceptedFiguresComplete, completeAcceptedFigures } from '../plans/index.ts';
import { readCounters } from '../shared/index.ts';

/** docs/domain.md, "Counts": every figure below is a counter the triggers keep; nothing here scans a table. */
const KEYS = [
  'briefs:status:pending',
  'briefs:status:approved',
  'briefs:status:rejected',
  'plans:status:inprogress',
  'plans:status:pending',
  'plans:status:accepted',
  'plans:status:modification_required',
  'plans:status:modification_pending',
  'plans:status:lost',
  'campaigns:status:active',
  'campaigns:status:completed',
  'sites:status:approved',
  'sites:status:pending',
  'clients',
  'plans:accepted:total_cents',
  'plans:accepted:sites',
] as const;

export async function briefCounts(db: Db) {
  const c = await readCounters(db, KEYS);
  return {
    pendingBriefsCount: c['briefs:status:pending'],
    approvedBriefsCount: c['briefs:status:approved'],
    rejectedBriefsCount: c['briefs:status:rejected'],
  };
}

export async function planCounts(db: Db) {
  const c = await readCounters(db, KEYS);
  return {
    inprogressPlansCount: c['plans:status:inprogress'],
    pendingPlansCount: c['plans:status:pending'],
    acceptedPlansCount: c['plans:status:accepted'],
    modificationPlansCount: c['plans:status:modification_required'] + c['plans:status:modification_pending'],
    rejectedPlansCount: c['plans:status:lost'],
  };
}

export async function dashboardStats(db: Db) {
  // Accepted plans store their figures; any still missing (seeded or fixed by hand) are computed, and the counters
  // read again. Normally there are none, so the check and the counters go out together.
  let [c, complete] = await Promise.all([readCounters(db, KEYS), acceptedFiguresComplete(db)]);
  if (!complete) {
    await completeAcceptedFigures(db);
    c = await readCounters(db, KEYS);
  }
  return {
    totalBriefs: c['briefs:status:pending'] + c['briefs:status:approved'] + c['briefs:status:rejected'],
    totalPlans:
      c['plans:status:inprogress'] +
      c['plans:status:pending'] +
      c['plans:status:accepted'] +
      c['plans:status:modification_required'] +
      c['plans:status:modification_pending'] +
      c['plans:status:lost'],
    activeCampaigns: c['campaigns:status:active'],
    completedCampaigns: c['campaigns:status:completed'],
    approvedSites: c['sites:status:approved'],
    pendingSites: c['sites:status:pending'],
    totalClients: c.clients,
    // Σ of each accepted plan's total as the plan shows it (net + production), and their site rows.
    acceptedPlansValue: c['plans:accepted:total_cents'] / 100,
    sitesInAcceptedPlans: c['plans:accepted:sites'],
  };
}
