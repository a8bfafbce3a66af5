import { createHash } from 'node:crypto';
import { DEFAULT_TAX_RATE_PERCENT } from '@ooh/api/contract';
import { consolidated } from '@ooh/api/plan-math';
import { asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/connection.ts';
import {
  auditLog,
  briefs,
  campaignSites,
  campaigns,
  executionStatuses,
  executionStatusHistory,
  files,
  payOrders,
  plans,
  siteImages,
  sites,
  trackerStatuses,
  trackers,
} from '../db/schema.ts';
import type { Storage } from '../deps.ts';
import { loadPlanSiteRows } from '../services/plans/index.ts';
import { simplePdf } from './pdf.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);

interface People {
  adminId: number;
  kamId: number;
  analystId: number;
}

/**
 * The field side of the demo (docs/domain.md "Pay order", "Campaign"): every seeded campaign got its accepted pay
 * order (a small generated PDF as the client's document) and its sites from the accepted plan's rows. The running
 * campaign is part way through: trackers on most sites, some execution statuses approved with their history, one
 * proposal waiting for the admin, and approved proof photos on a few sites so its verified share is not zero. The
 * completed campaign has every site at "dismounted". The accepted plan still without a campaign has a rejected pay
 * order (the amount was short) and a newer pending one, so the review screen has a decision to take.
 */
export async function seedField(db: Db, storage: Storage, random: Random, now: Date, people: People) {
  const campaignRows = await db
    .select({
      id: campaigns.id,
      briefId: campaigns.briefId,
      planId: campaigns.planId,
      status: campaigns.status,
      startDate: campaigns.startDate,
      createdAt: campaigns.createdAt,
      completedAt: campaigns.completedAt,
    })
    .from(campaigns)
    .orderBy(asc(campaigns.id));
  const acceptedPlans = await db
    .select({
      id: plans.id,
      briefId: plans.briefId,
      createdAt: plans.createdAt,
      briefNumber: briefs.briefNumber,
      campaignName: briefs.campaignName,
    })
    .from(plans)
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .where(eq(plans.status, 'accepted'))
    .orderBy(asc(plans.id));
  const rowsByPlan = await loadPlanSiteRows(
    db,
    acceptedPlans.map((plan) => plan.id),
  );
  const planTotal = (planId: number) =>
    consolidated(rowsByPlan.get(planId) ?? [], DEFAULT_TAX_RATE_PERCENT).grand_total;

  let poSerial = 4100;
  const recordPayOrder = async (
    plan: (typeof acceptedPlans)[number],
    at: Date,
    status: 'pending' | 'accepted' | 'rejected',
    amount: number,
    reason: string | null = null,
  ) => {
    poSerial += random.int(3, 40);
    const poNumber = `PO-${at.getUTCFullYear()}-${poSerial}`;
    const content = simplePdf([
      `Purchase order ${poNumber}`,
      plan.campaignName,
      `Brief ${plan.briefNumber}, issued ${isoDate(at)}`,
      `Amount: PKR ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} (tax included)`,
      'Payment 30 days from the invoice; invoices quote this number.',
    ]);
    const storageKey = `payorders/seed-${poNumber}.pdf`;
    await storage.put(storageKey, content);
    const [file] = await db
      .insert(files)
      .values({
        storageKey,
        originalName: `${poNumber}.pdf`,
        contentType: 'application/pdf',
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        uploadedBy: people.kamId,
        createdAt: at,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('seed: files insert answered no row');
    const decidedAt = status === 'pending' ? null : new Date(at.getTime() + 6 * HOUR);
    const [order] = await db
      .insert(payOrders)
      .values({
        briefId: plan.briefId,
        planId: plan.id,
        poNumber,
        amount,
        poDate: isoDate(at),
        fileId: file.id,
        status,
        reason,
        recordedBy: people.kamId,
        decidedBy: decidedAt ? people.adminId : null,
        decidedAt,
        createdAt: at,
        updatedAt: decidedAt ?? at,
      })
      .returning({ id: payOrders.id });
    if (!order) throw new Error('seed: pay_orders insert answered no row');
    const audit: Array<typeof auditLog.$inferInsert> = [
      {
        actorUserId: people.kamId,
        action: 'payOrder.record',
        entity: 'pay_order',
        entityId: order.id,
        details: { to: 'pending', brief_id: plan.briefId, plan_id: plan.id, po_number: poNumber },
        createdAt: at,
      },
    ];
    if (decidedAt)
      audit.push({
        actorUserId: people.adminId,
        action: `payOrder.${status === 'accepted' ? 'accept' : 'reject'}`,
        entity: 'pay_order',
        entityId: order.id,
        details: {
          from: 'pending',
          to: status,
          event: `payOrder.${status === 'accepted' ? 'accept' : 'reject'}`,
          ...(reason ? { reason } : {}),
        },
        createdAt: decidedAt,
      });
    await db.insert(auditLog).values(audit);
    return order.id;
  };

  // Each seeded campaign: its accepted pay order, recorded a couple of days before the campaign was created.
  for (const campaign of campaignRows) {
    const plan = acceptedPlans.find((row) => row.id === campaign.planId);
    if (!plan) throw new Error(`seed: campaign ${campaign.id} has no accepted plan`);
    const at = new Date(campaign.createdAt.getTime() - 2 * DAY);
    const payOrderId = await recordPayOrder(plan, at, 'accepted', planTotal(plan.id));
    await db.update(campaigns).set({ payOrderId }).where(eq(campaigns.id, campaign.id));
  }

  // The accepted plan still waiting for its campaign: a rejected order, then a pending one for the right amount.
  const waiting = acceptedPlans.filter((plan) => !campaignRows.some((c) => c.planId === plan.id));
  for (const plan of waiting) {
    const total = planTotal(plan.id);
    const firstAt = new Date(Math.max(plan.createdAt.getTime() + DAY, now.getTime() - 5 * DAY));
    await recordPayOrder(
      plan,
      firstAt,
      'rejected',
      Math.round(total * 0.9),
      "The amount is 10% short of the plan's total; ask the client for a corrected PO.",
    );
    await recordPayOrder(plan, new Date(now.getTime() - 20 * HOUR), 'pending', total);
  }

  // Campaign sites: the accepted plans' rows, as accepting the pay order creates them.
  const trackerRows = await db
    .select({ id: trackers.id })
    .from(trackers)
    .where(eq(trackers.active, true))
    .orderBy(asc(trackers.id));
  const trackerStatusRows = await db
    .select({ id: trackerStatuses.id })
    .from(trackerStatuses)
    .orderBy(asc(trackerStatuses.position));
  const statusRows = await db
    .select({ id: executionStatuses.id, name: executionStatuses.name })
    .from(executionStatuses)
    .orderBy(asc(executionStatuses.position));
  for (const campaign of campaignRows) {
    const rows = rowsByPlan.get(campaign.planId) ?? [];
    if (rows.length === 0) continue;
    const completed = campaign.status === 'completed';
    const inserted = await db
      .insert(campaignSites)
      .values(
        rows.map((row) => ({
          campaignId: campaign.id,
          planId: campaign.planId,
          siteId: row.site_id,
          startDate: row.start_date,
          endDate: row.end_date,
        })),
      )
      .returning({ id: campaignSites.id, siteId: campaignSites.siteId, planId: campaignSites.planId });
    const history: Array<typeof executionStatusHistory.$inferInsert> = [];
    const start = new Date(campaign.createdAt.getTime());
    for (const [index, site] of inserted.entries()) {
      // Completed: every site went through every step. Running: the first sites are further along, the last
      // one has no tracker yet.
      const steps = completed ? statusRows.length : Math.max(0, 4 - index);
      const last = !completed && index === inserted.length - 1;
      const tracker = last ? null : trackerRows[index % trackerRows.length];
      const approved = statusRows.slice(0, steps);
      approved.forEach((status, step) => {
        const proposedAt = new Date(start.getTime() + (step * 2 + index) * 5 * HOUR);
        history.push(
          {
            campaignSiteId: site.id,
            planId: site.planId,
            siteId: site.siteId,
            executionStatusId: status.id,
            action: 'proposed',
            byUser: people.analystId,
            at: proposedAt,
          },
          {
            campaignSiteId: site.id,
            planId: site.planId,
            siteId: site.siteId,
            executionStatusId: status.id,
            action: 'approved',
            byUser: people.adminId,
            at: new Date(proposedAt.getTime() + 3 * HOUR),
          },
        );
      });
      // The running campaign's second site has its next step proposed and waiting for the admin.
      const proposal = !completed && index === 1 ? statusRows[steps] : undefined;
      const proposedAt = proposal ? new Date(now.getTime() - 3 * HOUR) : null;
      if (proposal)
        history.push({
          campaignSiteId: site.id,
          planId: site.planId,
          siteId: site.siteId,
          executionStatusId: proposal.id,
          action: 'proposed',
          byUser: people.analystId,
          at: proposedAt!,
        });
      const trackerStatus = tracker
        ? trackerStatusRows[completed ? 2 : Math.min(steps > 0 ? 2 : 0, trackerStatusRows.length - 1)]
        : undefined;
      await db
        .update(campaignSites)
        .set({
          trackerId: tracker?.id ?? null,
          trackerStatusId: trackerStatus?.id ?? null,
          executionStatusId: approved.at(-1)?.id ?? null,
          proposedExecutionStatusId: proposal?.id ?? null,
          proposedBy: proposal ? people.analystId : null,
          proposedAt,
          updatedAt: proposedAt ?? campaign.completedAt ?? start,
        })
        .where(eq(campaignSites.id, site.id));
    }
    if (history.length) await db.insert(executionStatusHistory).values(history);
    if (!completed) await seedProofPhotos(db, storage, random, now, campaign, inserted.slice(0, 3), people);
  }
}

/**
 * A few approved proof photos (and one waiting for review) on the running campaign's first sites, so its verified
 * share and the review screens have something to show. Generated images: a gradient with a pattern drawn from the
 * site, so no two look alike (their perceptual hashes differ) and none is flagged.
 */
async function seedProofPhotos(
  db: Db,
  storage: Storage,
  random: Random,
  now: Date,
  campaign: { id: number; planId: number },
  campaignSiteRows: Array<{ id: number; siteId: number }>,
  people: People,
) {
  const siteRows = await db
    .select({ id: sites.id, latitude: sites.latitude, longitude: sites.longitude })
    .from(sites)
    .where(isNull(sites.deletedAt));
  const where = new Map(siteRows.map((site) => [site.id, site]));
  for (const [index, row] of campaignSiteRows.entries()) {
    const site = where.get(row.siteId);
    const count = index === 0 ? 2 : 1;
    for (let n = 0; n < count; n += 1) {
      const pending = index === 2;
      const width = 800;
      const height = 600;
      const pixels = Buffer.alloc(width * height * 3);
      const seedA = random.int(1, 60);
      const seedB = random.int(1, 60);
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          const offset = (y * width + x) * 3;
          pixels[offset] = (x * 255) / width;
          pixels[offset + 1] = (Math.sin((x + y * seedA) / (10 + seedB)) * 0.5 + 0.5) * 255;
          pixels[offset + 2] = ((x / (seedA + 8)) ^ (y / (seedB + 8))) & 1 ? 200 : 40;
        }
      const content = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 70 })
        .toBuffer();
      const sha256 = createHash('sha256').update(content).digest('hex');
      const gray = await sharp(content).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
      let bits = 0n;
      for (let y = 0; y < 8; y += 1)
        for (let x = 0; x < 8; x += 1)
          bits = (bits << 1n) | ((gray[y * 9 + x] ?? 0) > (gray[y * 9 + x + 1] ?? 0) ? 1n : 0n);
      const dhash = bits.toString(16).padStart(16, '0');
      const imageDate = isoDate(new Date(now.getTime() - (3 - index) * DAY));
      const uploadedAt = new Date(Date.parse(`${imageDate}T10:00:00Z`) + n * HOUR);
      const storageKey = `site-images/seed-${campaign.id}-${row.siteId}-${n}.jpg`;
      await storage.put(storageKey, content);
      const [file] = await db
        .insert(files)
        .values({
          storageKey,
          originalName: `IMG_${2000 + index * 10 + n}.jpg`,
          contentType: 'image/jpeg',
          size: content.length,
          sha256,
          uploadedBy: people.analystId,
          createdAt: uploadedAt,
        })
        .returning({ id: files.id });
      if (!file) throw new Error('seed: files insert answered no row');
      const latitude = site?.latitude != null ? site.latitude + 0.0002 : null;
      const longitude = site?.longitude != null ? site.longitude - 0.0002 : null;
      await db.insert(siteImages).values({
        campaignSiteId: row.id,
        planId: campaign.planId,
        siteId: row.siteId,
        imageDate,
        originalFileId: file.id,
        webFileId: file.id,
        width,
        height,
        status: pending ? 'pending' : 'approved',
        uploadedBy: people.analystId,
        uploadedAt,
        decidedBy: pending ? null : people.adminId,
        decidedAt: pending ? null : new Date(uploadedAt.getTime() + 2 * HOUR),
        capturedAt: new Date(uploadedAt.getTime() - HOUR),
        latitude,
        longitude,
        // ~28 m: the offset above, near enough to the site to raise no flag.
        distanceM: latitude === null || longitude === null ? null : 28,
        sha256,
        dhash,
      });
    }
  }
}
