import { HttpResponse } from 'msw';
import { VISUALREP_MESSAGES } from '../contract/constants.ts';
import { fillPath } from '../contract/define.ts';
import {
  downloadVisualRepImage,
  fetchVisualRepImages,
  generateVisualRepExcel,
  generateVisualRepPdf,
  uploadVisualRepImage,
  type VisualRepPhoto,
} from '../contract/endpoints/visualrep.ts';
import type { HandlerOptions } from './auth.ts';
import { SAMPLE_PDF } from './brief-fixtures.ts';
import type { MockDb } from './db.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';

/** A 1 × 1 PNG: what the image download answers in stories and tests. */
const SAMPLE_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** An empty ZIP archive, standing in for a workbook. */
const SAMPLE_XLSX = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

const file = (body: Uint8Array | string, type: string, name: string) =>
  new HttpResponse(body, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  }) as never;

const imagePath = (plan_id: number, site_id: number, variant: 'web' | 'original') => {
  const path = fillPath(downloadVisualRepImage.path, { plan_id, site_id });
  return variant === 'web' ? path : `${path}?variant=original`;
};

/** The visual representation: photos are kept in `db.visualRepPhotos`; the files answered are tiny samples. */
export function visualRepHandlers(db: MockDb, options: HandlerOptions = {}) {
  const plan = (id: string | number | undefined) => db.plans.find((p) => p.plan_id === Number(id));
  return [
    mockEndpoint(
      uploadVisualRepImage,
      ({ body }) => {
        const fields = (body ?? {}) as Record<string, unknown>;
        const found = plan(fields.plan_id as string);
        if (!found) return notFound('Plan not found');
        const siteId = Number(fields.site_id);
        if (!found.sites_list.some((row) => row.site_id === siteId))
          return errorResponse(409, VISUALREP_MESSAGES.siteNotInPlan) as never;
        const upload = fields.file instanceof File ? fields.file : null;
        if (!upload)
          return errorResponse(400, {
            message: 'Invalid input',
            errors: { file: VISUALREP_MESSAGES.file },
          }) as never;
        const photo: VisualRepPhoto = {
          plan_id: found.plan_id,
          site_id: siteId,
          image_url: imagePath(found.plan_id, siteId, 'web'),
          original_url: imagePath(found.plan_id, siteId, 'original'),
          content_type: upload.type || 'image/jpeg',
          width: 1,
          height: 1,
          size: upload.size,
          web_width: 1,
          web_height: 1,
          uploaded_by_name: 'Ayesha Admin',
          uploaded_at: new Date().toISOString(),
        };
        db.visualRepPhotos = [
          ...db.visualRepPhotos.filter((p) => p.plan_id !== photo.plan_id || p.site_id !== siteId),
          photo,
        ];
        return { message: 'Photo uploaded', image_url: photo.image_url, photo };
      },
      options,
    ),
    mockEndpoint(
      fetchVisualRepImages,
      ({ params }) => {
        const found = plan(params.plan_id);
        if (!found) return notFound('Plan not found');
        return { photos: db.visualRepPhotos.filter((p) => p.plan_id === found.plan_id) };
      },
      options,
    ),
    mockEndpoint(
      downloadVisualRepImage,
      ({ params }) => {
        if (!plan(params.plan_id)) return notFound('Plan not found');
        const photo = db.visualRepPhotos.find(
          (p) => p.plan_id === Number(params.plan_id) && p.site_id === Number(params.site_id),
        );
        return photo ? file(SAMPLE_PNG, 'image/png', 'photo.png') : notFound(VISUALREP_MESSAGES.noPhoto);
      },
      options,
    ),
    mockEndpoint(
      generateVisualRepExcel,
      ({ params }) =>
        plan(params.plan_id)
          ? file(
              SAMPLE_XLSX,
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'plan.xlsx',
            )
          : notFound('Plan not found'),
      options,
    ),
    mockEndpoint(
      generateVisualRepPdf,
      ({ params }) =>
        plan(params.id) ? file(SAMPLE_PDF, 'application/pdf', 'plan.pdf') : notFound('Plan not found'),
      options,
    ),
  ];
}
