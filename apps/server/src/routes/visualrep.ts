import {
  downloadVisualRepImage,
  fetchVisualRepImages,
  generateVisualRepExcel,
  generateVisualRepPdf,
  uploadVisualRepImage,
  VISUALREP_IMAGE_MAX_BYTES,
  VISUALREP_MESSAGES,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import { planDeck } from '../services/visualrep/deck.ts';
import { findPhotoFile, listPhotos, photoType, uploadPhoto } from '../services/visualrep/photos.ts';
import { planWorkbook } from '../services/visualrep/workbook.ts';

/** The photo part: one file, 15 MB at most, a JPEG, PNG or WebP image by its content. */
const photoPart: MultipartOptions = {
  fileField: 'file',
  maxFileBytes: VISUALREP_IMAGE_MAX_BYTES,
  messages: {
    required: VISUALREP_MESSAGES.file,
    tooLarge: VISUALREP_MESSAGES.fileTooLarge,
    empty: VISUALREP_MESSAGES.fileEmpty,
    count: VISUALREP_MESSAGES.fileCount,
  },
  checkFile: (file) => (photoType(file) ? null : VISUALREP_MESSAGES.fileType),
};

/** The visual representation of a plan (docs/domain.md "Visual representation"): photos, workbook, deck. */
export async function visualRepRoutes(app: FastifyInstance) {
  route(app, uploadVisualRepImage, async (c) => {
    const { body, file } = await c.multipart(photoPart);
    if (!file) throw new Error('uploadVisualRepImage: the required photo passed validation without a file');
    return uploadPhoto(c, { planId: body.plan_id, siteId: body.site_id, file }, c.user.id);
  });
  route(app, fetchVisualRepImages, ({ db, params }) => listPhotos(db, params.plan_id));
  route(app, downloadVisualRepImage, async ({ db, storage, params, query }) => {
    const photo = await findPhotoFile(db, params.plan_id, params.site_id, query.variant);
    return {
      kind: 'download' as const,
      stream: await storage.read(photo.storageKey),
      fileName: photo.name,
      contentType: photo.contentType,
      size: photo.size,
    };
  });
  route(app, generateVisualRepExcel, ({ db, storage, log, signal, params, body }) =>
    planWorkbook({ db, storage, log, signal }, params.plan_id, body.city_ids),
  );
  route(app, generateVisualRepPdf, ({ db, storage, log, signal, now, config, params }) =>
    planDeck({ db, storage, log, signal, now, taxRatePercent: config.taxRatePercent }, params.id),
  );
}
