import {
  approveTrackerSite,
  createRequestedSite,
  createSite,
  deleteSite,
  deleteSitePhoto,
  downloadSitePhoto,
  fetchApprovedSites,
  fetchInventorySite,
  fetchPendingSites,
  fetchSiteMapPoints,
  SITE_PHOTO_MAX_BYTES,
  SITE_PHOTO_MAX_FILES,
  updateSite,
  uploadSitePhotos,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import { sniffImageType } from '../services/files/index.ts';
import * as sites from '../services/sites/index.ts';

const MB = SITE_PHOTO_MAX_BYTES / 1024 / 1024;

/** A site's photos: 1 to 6 `files` parts, 10 MB each, JPEG, PNG or WebP by content. */
const photoParts: MultipartOptions = {
  fileField: 'files',
  maxFiles: SITE_PHOTO_MAX_FILES,
  maxFileBytes: SITE_PHOTO_MAX_BYTES,
  maxTotalBytes: SITE_PHOTO_MAX_FILES * SITE_PHOTO_MAX_BYTES,
  messages: {
    required: 'Choose at least one photo',
    tooLarge: `Each photo must be at most ${MB} MB`,
    tooLargeTogether: `The photos must be at most ${SITE_PHOTO_MAX_FILES * MB} MB together`,
    empty: 'A photo is empty',
    count: `At most ${SITE_PHOTO_MAX_FILES} photos at a time`,
  },
  checkFile: (file) => (sniffImageType(file.content) ? null : 'Photos must be JPEG, PNG or WebP images'),
};

/** The site inventory (issue 16): lists, one site, its writes, a requested site, photos and the map. */
export async function siteRoutes(app: FastifyInstance) {
  route(app, fetchApprovedSites, ({ db, query }) => sites.listSites(db, 'approved', query));
  route(app, fetchPendingSites, ({ db, query }) => sites.listSites(db, 'pending', query));
  route(app, fetchInventorySite, async ({ db, params }) => ({
    site: await sites.findSiteRecord(db, params.id),
  }));
  route(app, fetchSiteMapPoints, ({ db, query }) => sites.listMapPoints(db, query));

  route(app, createSite, (c) => sites.createSite(c, c.body, c.user));
  route(app, updateSite, (c) => sites.updateSite(c, c.params.id, c.body, c.user));
  route(app, deleteSite, (c) => sites.deleteSite(c, c.params.id, c.user));
  route(app, approveTrackerSite, (c) => sites.approveRequestedSite(c, c.params.id, c.user));
  route(app, createRequestedSite, (c) => sites.createRequestedSite(c, c.body, c.user));

  route(app, uploadSitePhotos, async (c) => {
    const { files } = await c.multipart(photoParts);
    return sites.uploadSitePhotos(
      { db: c.db, storage: c.storage, log: c.log, now: c.now },
      c.params.id,
      files,
      c.user,
    );
  });
  route(app, deleteSitePhoto, (c) => sites.deleteSitePhoto(c, c.params.id, c.user));
  route(app, downloadSitePhoto, async ({ db, storage, params }) => {
    const file = await sites.sitePhotoFile(db, params.id);
    return {
      kind: 'download' as const,
      stream: await storage.read(file.storageKey),
      fileName: file.name,
      contentType: file.contentType,
      size: file.size,
    };
  });
}
