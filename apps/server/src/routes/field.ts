import {
  approveExecutionStatus,
  approveSiteImages,
  assignTracker,
  deleteSiteImages,
  downloadSiteImage,
  FIELD_MESSAGES,
  fetchApprovedSiteImages,
  fetchExecutionStatusesDropdown,
  fetchExecutionStatusHistory,
  fetchPendingSiteImages,
  fetchPlanSite,
  fetchSite,
  fetchTrackerStatuses,
  fetchTrackers,
  rejectExecutionStatus,
  rejectSiteImages,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MAX_FILES,
  SITE_IMAGE_MAX_TOTAL_BYTES,
  updateExecutionStatus,
  updateTrackerStatus,
  uploadSiteImages,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import * as field from '../services/field/index.ts';
import { sniffImageType } from '../services/files/index.ts';

/** The photos of an upload: 1 to 10 `files` parts, 15 MB each and 60 MB together, JPEG, PNG or WebP by content. */
const photoParts: MultipartOptions = {
  fileField: 'files',
  maxFiles: SITE_IMAGE_MAX_FILES,
  maxFileBytes: SITE_IMAGE_MAX_BYTES,
  maxTotalBytes: SITE_IMAGE_MAX_TOTAL_BYTES,
  messages: {
    required: FIELD_MESSAGES.files,
    tooLarge: FIELD_MESSAGES.fileTooLarge,
    tooLargeTogether: FIELD_MESSAGES.filesTooLarge,
    empty: FIELD_MESSAGES.fileEmpty,
    count: FIELD_MESSAGES.fileCount,
  },
  checkFile: (file) => (sniffImageType(file.content) ? null : FIELD_MESSAGES.fileType),
};

/**
 * Field work of running campaigns (docs/domain.md "Execution status of a plan site", "Site images", "Tracker
 * status", "Proof photos"): trackers, statuses, proof photos, a campaign site and an inventory site.
 */
export async function fieldRoutes(app: FastifyInstance) {
  route(app, fetchTrackers, ({ db, query }) => field.listTrackers(db, query));
  route(app, assignTracker, (c) =>
    field.assignTracker(
      c,
      { siteIds: c.body.site_ids, trackerId: c.body.tracker_id, planId: c.body.plan_id },
      c.user.id,
    ),
  );
  route(app, fetchTrackerStatuses, ({ db }) => field.listTrackerStatuses(db));
  route(app, updateTrackerStatus, (c) =>
    field.updateTrackerStatus(
      c,
      { trackerStatusId: c.query.tracker_status_id, siteId: c.query.site_id, planId: c.query.plan_id },
      c.user.id,
    ),
  );

  route(app, fetchExecutionStatusesDropdown, ({ db, query }) =>
    field.executionStatusDropdown(db, query.site_id, query.plan_id),
  );
  route(app, updateExecutionStatus, (c) =>
    field.proposeExecutionStatus(
      c,
      { statusId: c.query.execution_status_id, siteId: c.query.site_id, planId: c.query.plan_id },
      c.user,
    ),
  );
  route(app, approveExecutionStatus, (c) =>
    field.approveExecutionStatus(c, { siteId: c.query.site_id, planId: c.query.plan_id }, c.user),
  );
  route(app, rejectExecutionStatus, (c) =>
    field.rejectExecutionStatus(
      c,
      { siteId: c.query.site_id, planId: c.query.plan_id, reason: c.body?.reason ?? null },
      c.user,
    ),
  );
  route(app, fetchExecutionStatusHistory, ({ db, query }) =>
    field.executionStatusHistoryOf(db, query.site_id, query.plan_id),
  );

  route(app, uploadSiteImages, async (c) => {
    const { body, files } = await c.multipart(photoParts);
    return field.uploadSiteImages(
      c,
      { planId: body.plan_id, siteId: body.site_id, imageDate: body.image_date, files },
      c.user,
    );
  });
  route(app, fetchPendingSiteImages, ({ db, params, query }) =>
    field.listSiteImages(db, params.id, 'pending', query),
  );
  route(app, fetchApprovedSiteImages, ({ db, params, query }) =>
    field.listSiteImages(db, params.id, 'approved', query),
  );
  route(app, approveSiteImages, (c) =>
    field.approveSiteImages(
      c,
      { siteId: c.body.site_id, planId: c.body.plan_id, imageIds: c.body.image_ids },
      c.user,
    ),
  );
  route(app, rejectSiteImages, (c) =>
    field.rejectSiteImages(
      c,
      { siteId: c.body.site_id, planId: c.body.plan_id, imageIds: c.body.image_ids, reason: c.body.reason },
      c.user,
    ),
  );
  route(app, deleteSiteImages, (c) =>
    field.deleteSiteImages(
      c,
      { siteId: c.body.site_id, planId: c.body.plan_id, imageIds: c.body.image_ids },
      c.user,
    ),
  );
  route(app, downloadSiteImage, async ({ db, storage, params, query }) => {
    const file = await field.siteImageFile(db, params.id, query.original === '1');
    return {
      kind: 'download' as const,
      stream: await storage.read(file.storageKey),
      fileName: file.name,
      contentType: file.contentType,
      size: file.size,
    };
  });

  route(app, fetchPlanSite, ({ db, params, query }) =>
    field.fetchPlanSite(db, params.site_id, query.plan_id, query.date),
  );
  route(app, fetchSite, ({ db, params }) => field.fetchSite(db, params.id));
}
