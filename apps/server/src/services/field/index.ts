export {
  assertCampaignEditable,
  type CampaignSiteState,
  campaignSiteFor,
  executionStatusOrder,
  type FieldDeps,
  fieldSiteItem,
  fieldSiteItems,
} from './campaign-sites.ts';
export {
  approveExecutionStatus,
  executionStatusDropdown,
  executionStatusHistoryOf,
  proposeExecutionStatus,
  rejectExecutionStatus,
} from './execution.ts';
export {
  approveSiteImages,
  deleteSiteImages,
  listSiteImages,
  rejectSiteImages,
  siteImageFile,
  siteImageItems,
} from './images.ts';
export { fetchPlanSite, fetchSite } from './sites.ts';
export { assignTracker, listTrackerStatuses, listTrackers, updateTrackerStatus } from './trackers.ts';
export { uploadSiteImages } from './upload.ts';
