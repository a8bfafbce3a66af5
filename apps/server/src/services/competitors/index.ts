export { createCampaign, deleteCampaign, updateCampaign } from './campaign-writes.ts';
export {
  COMPETITORS_COUNTER,
  campaignsCounter,
  findCampaign,
  findCompetitor,
  findLogoFile,
  listCampaigns,
  listCompetitors,
  sitesCounter,
} from './competitors.ts';
export { competitorReportPdf } from './report-pdf.ts';
export { findReport, generateReport, headToHead, presenceGroups } from './reports.ts';
export { campaignSites, findSightingPhoto, saveCampaignSites, uploadSightingPhoto } from './sightings.ts';
export { type CompetitorDeps, createCompetitor, deleteCompetitor, updateCompetitor } from './writes.ts';
