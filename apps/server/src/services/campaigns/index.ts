export {
  approvedSql,
  campaignStatsColumn,
  cleanApprovedImageSql,
  settledSql,
  verifiedShare,
  verifiedSql,
} from './facts.ts';
export {
  CAMPAIGN_NOT_FOUND,
  campaignListItem,
  campaignListStatement,
  getCampaignByBrief,
  listCampaigns,
  toCampaignListItem,
} from './queries.ts';
export {
  findCampaignOfPlanSite,
  findCampaignSiteItem,
  findCampaignSiteItems,
} from './site-queries.ts';
export { workQueue } from './work-queue.ts';
export { completeCampaign, startCampaign, unsettledMessage, waiveExecutionStatus } from './writes.ts';
