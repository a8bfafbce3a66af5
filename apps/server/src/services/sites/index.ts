export {
  deleteSitePhoto,
  type PhotoDeps,
  SITE_PHOTOS_PER_SITE,
  sitePhotoFile,
  uploadSitePhotos,
} from './photos.ts';
export {
  findSiteRecord,
  listMapPoints,
  listSites,
  missingForApproval,
  PHOTO_NOT_FOUND,
  SITE_NOT_FOUND,
} from './queries.ts';
export {
  approveRequestedSite,
  createRequestedSite,
  createSite,
  deleteSite,
  SITE_MESSAGES,
  updateSite,
} from './writes.ts';
