import {
  COMPETITOR_MESSAGES,
  type CompetitorCampaign,
  type CompetitorCampaignInput,
  type UpdateCompetitorCampaignInput,
} from '@ooh/api/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { competitorCampaigns, competitors } from '../../db/schema.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import { removeStoredFiles } from '../files/index.ts';
import { findCampaign } from './competitors.ts';
import { audit, type CompetitorDeps, deleteFiles, sightingPhotoFiles, uniqueAs } from './writes.ts';

/**
 * Recording a competitor's campaigns (issue 18; docs/domain.md "Competitors"): create, rename, delete with its
 * sightings, their photos and its reports; one transaction each, with its audit row (the helpers of `writes.ts`).
 */

type CampaignBody = z.output<typeof CompetitorCampaignInput>;
type UpdateCampaignBody = z.output<typeof UpdateCompetitorCampaignInput>;

const CAMPAIGN_NAME_UNIQUE = 'competitor_campaigns_name_lower_unique';

async function campaignNameTaken(tx: Db, competitorId: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: competitorCampaigns.id })
    .from(competitorCampaigns)
    .where(
      and(
        eq(competitorCampaigns.competitorId, competitorId),
        sql`lower(${competitorCampaigns.name}) = lower(${name})`,
        except === undefined ? undefined : ne(competitorCampaigns.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The competitor's row, held for the write (its campaigns' names are checked under it); 404 when unknown. */
async function lockCompetitor(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: competitors.id })
    .from(competitors)
    .where(eq(competitors.id, id))
    .for('update');
  if (!row) throw notFound(COMPETITOR_MESSAGES.notFound);
}

/** create-competitor-campaign. */
export async function createCampaign(
  deps: { db: Db; now: Date },
  competitorId: number,
  body: CampaignBody,
  actorId: number,
): Promise<{ message: string; campaign: CompetitorCampaign }> {
  const id = await deps.db.transaction(async (tx) => {
    await lockCompetitor(tx, competitorId);
    if (await campaignNameTaken(tx, competitorId, body.competitor_campaign_name))
      throw conflict(COMPETITOR_MESSAGES.campaignNameTaken);
    const [row] = await uniqueAs(
      tx
        .insert(competitorCampaigns)
        .values({
          competitorId,
          name: body.competitor_campaign_name,
          industryType: body.industry_type,
          firstSeen: body.first_seen ?? null,
          lastSeen: body.last_seen ?? null,
          createdBy: actorId,
          updatedBy: actorId,
          createdAt: deps.now,
          updatedAt: deps.now,
        })
        .returning({ id: competitorCampaigns.id }),
      CAMPAIGN_NAME_UNIQUE,
      COMPETITOR_MESSAGES.campaignNameTaken,
    );
    if (!row) throw new Error('competitor_campaigns: insert answered no row');
    await audit(
      tx,
      actorId,
      'competitor_campaign.create',
      'competitor_campaign',
      row.id,
      { competitor_id: competitorId, name: body.competitor_campaign_name },
      deps.now,
    );
    return row.id;
  });
  const campaign = await findCampaign(deps.db, id);
  return { message: COMPETITOR_MESSAGES.campaignCreated(campaign.competitor_campaign_name), campaign };
}

/** The campaign's row, held for the write; 404 when unknown, 400 when it is another competitor's. */
async function lockCampaignOf(tx: Db, competitorId: number, campaignId: number) {
  const [row] = await tx
    .select({
      id: competitorCampaigns.id,
      competitorId: competitorCampaigns.competitorId,
      name: competitorCampaigns.name,
    })
    .from(competitorCampaigns)
    .where(eq(competitorCampaigns.id, campaignId))
    .for('update');
  if (!row) throw notFound(COMPETITOR_MESSAGES.campaignNotFound);
  if (row.competitorId !== competitorId)
    throw invalidInput({ competitor_campaign_id: COMPETITOR_MESSAGES.campaignNotOfCompetitor });
  return row;
}

/** update-competitor-campaign: name, industry and dates (a date left out stays, `null` clears it). */
export async function updateCampaign(
  deps: { db: Db; now: Date },
  body: UpdateCampaignBody,
  actorId: number,
): Promise<{ message: string; campaign: CompetitorCampaign }> {
  const id = body.competitor_campaign_id;
  await deps.db.transaction(async (tx) => {
    await lockCompetitor(tx, body.competitor_id);
    const current = await lockCampaignOf(tx, body.competitor_id, id);
    if (await campaignNameTaken(tx, body.competitor_id, body.competitor_campaign_name, id))
      throw conflict(COMPETITOR_MESSAGES.campaignNameTaken);
    const dates = {
      ...(body.first_seen === undefined ? {} : { firstSeen: body.first_seen }),
      ...(body.last_seen === undefined ? {} : { lastSeen: body.last_seen }),
    };
    await uniqueAs(
      tx
        .update(competitorCampaigns)
        .set({
          name: body.competitor_campaign_name,
          industryType: body.industry_type,
          ...dates,
          updatedBy: actorId,
          updatedAt: deps.now,
        })
        .where(eq(competitorCampaigns.id, id)),
      CAMPAIGN_NAME_UNIQUE,
      COMPETITOR_MESSAGES.campaignNameTaken,
    );
    await audit(
      tx,
      actorId,
      'competitor_campaign.update',
      'competitor_campaign',
      id,
      { from_name: current.name, name: body.competitor_campaign_name, industry_type: body.industry_type },
      deps.now,
    );
  });
  const campaign = await findCampaign(deps.db, id);
  return { message: COMPETITOR_MESSAGES.campaignUpdated(campaign.competitor_campaign_name), campaign };
}

/** delete-competitor-campaign: with its sightings, their photos' files and its reports. */
export async function deleteCampaign(
  deps: CompetitorDeps,
  query: { competitor_id: number; competitor_campaign_id: number },
  actorId: number,
) {
  const id = query.competitor_campaign_id;
  const { name, keys } = await deps.db.transaction(async (tx) => {
    await lockCompetitor(tx, query.competitor_id);
    const current = await lockCampaignOf(tx, query.competitor_id, id);
    const fileIds = await sightingPhotoFiles(tx, [id]);
    await tx.delete(competitorCampaigns).where(eq(competitorCampaigns.id, id));
    const gone = await deleteFiles(tx, fileIds);
    await audit(
      tx,
      actorId,
      'competitor_campaign.delete',
      'competitor_campaign',
      id,
      { competitor_id: query.competitor_id, name: current.name, files: gone },
      deps.now,
    );
    return { name: current.name, keys: gone };
  });
  await removeStoredFiles(deps, keys);
  return { message: COMPETITOR_MESSAGES.campaignDeleted(name) };
}
