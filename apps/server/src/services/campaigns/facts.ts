import type { CampaignListItem } from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What a campaign site is, in SQL, written once (docs/domain.md "Campaign"): settled (counts for completion) and
 * verified (counts for the verified share). `cs` is the alias of a campaign_sites row in the query using them.
 */

/** Approved: an approved execution status and no proposal waiting. */
export const approvedSql = sql.raw(
  `(cs."execution_status_id" is not null and cs."proposed_execution_status_id" is null)`,
);

/** Settled: approved, or waived with a reason. What `complete-campaign` waits for. */
export const settledSql = sql.raw(
  `((cs."execution_status_id" is not null and cs."proposed_execution_status_id" is null) or cs."waived_reason" is not null)`,
);

/** An approved photo of the site without any flag (far, early, duplicate). */
export const cleanApprovedImageSql = sql.raw(
  `exists (select 1 from "site_images" si where si."campaign_site_id" = cs."id" and si."status" = 'approved'
     and not si."flag_far" and not si."flag_early" and not si."flag_duplicate")`,
);

/** Verified: approved and proven by an approved photo without any flag. Not the same as settled: a waiver is not proof. */
export const verifiedSql = sql`(${approvedSql} and ${cleanApprovedImageSql})`;

/** verified / sites, 0–1 with 3 decimals; 0 for a campaign without sites. */
export const verifiedShare = (verified: number, sites: number) =>
  sites === 0 ? 0 : Math.round((verified / sites) * 1000) / 1000;

/**
 * The per-campaign facts of the lists, for one campaign (`campaignId`, a column or a value): one pass over its sites
 * (campaign_sites_campaign_site_idx) with their inventory rows, and one over its pending photos. JSON, one column.
 */
export function campaignStatsColumn(campaignId: SQL | number) {
  return sql<CampaignStatsJson | string>`(select json_build_object(
      'sites', count(*),
      'unassigned', count(*) filter (where cs."tracker_id" is null),
      'proposals', count(*) filter (where cs."proposed_execution_status_id" is not null),
      'unsettled', count(*) filter (where not ${settledSql}),
      'verified', count(*) filter (where ${verifiedSql}),
      'pending_images', (select count(*) from "site_images" si join "campaign_sites" x on x."id" = si."campaign_site_id"
                          where x."campaign_id" = ${campaignId} and si."status" = 'pending'),
      'regions', coalesce(array_agg(distinct r."name") filter (where r."name" is not null), '{}'),
      'cities', coalesce(array_agg(distinct s."city_name") filter (where s."city_name" <> ''), '{}'))
    from "campaign_sites" cs join "sites" s on s."id" = cs."site_id" left join "regions" r on r."id" = s."region_id"
    where cs."campaign_id" = ${campaignId})`;
}

export interface CampaignStatsJson {
  sites: number;
  unassigned: number;
  proposals: number;
  unsettled: number;
  verified: number;
  pending_images: number;
  regions: string[] | null;
  cities: string[] | null;
}

/** The stats column as the list item's fields. */
export function statsFields(
  value: CampaignStatsJson | string | null,
): Pick<
  CampaignListItem,
  | 'regions'
  | 'cities'
  | 'sites_count'
  | 'unassigned_sites'
  | 'pending_proposals'
  | 'pending_images'
  | 'unsettled_sites'
  | 'verified_sites'
  | 'verified_share'
> {
  const stats = (typeof value === 'string' ? JSON.parse(value) : value) as CampaignStatsJson | null;
  const n = (v: unknown) => Number(v ?? 0);
  const sites = n(stats?.sites);
  const verified = n(stats?.verified);
  return {
    regions: [...(stats?.regions ?? [])].sort(),
    cities: [...(stats?.cities ?? [])].sort(),
    sites_count: sites,
    unassigned_sites: n(stats?.unassigned),
    pending_proposals: n(stats?.proposals),
    pending_images: n(stats?.pending_images),
    unsettled_sites: n(stats?.unsettled),
    verified_sites: verified,
    verified_share: verifiedShare(verified, sites),
  };
}
