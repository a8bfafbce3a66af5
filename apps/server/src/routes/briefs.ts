import {
  acceptBrief,
  addDesignLink,
  addHighresLink,
  BRIEF_FILE_MAX_BYTES,
  BRIEF_MESSAGES,
  createBrief,
  createBriefByFile,
  deleteBrief,
  downloadBriefAttachment,
  fetchApprovedBriefs,
  fetchClientBriefs,
  fetchNewBriefs,
  fetchRejectedBriefs,
  fetchSingleBrief,
  rejectBrief,
  updateBrief,
  updateBriefByFile,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import * as briefs from '../services/briefs/index.ts';

/** The brief document part: one file, 20 MB at most, a PDF, DOCX, XLSX, PNG or JPEG by its content. */
const documentPart = (required: boolean): MultipartOptions => ({
  fileField: 'file',
  maxFileBytes: BRIEF_FILE_MAX_BYTES,
  messages: {
    ...(required ? { required: BRIEF_MESSAGES.file } : {}),
    tooLarge: BRIEF_MESSAGES.fileTooLarge,
    empty: BRIEF_MESSAGES.fileEmpty,
    count: BRIEF_MESSAGES.fileCount,
  },
  checkFile: (file) => (briefs.briefDocumentType(file) ? null : BRIEF_MESSAGES.fileType),
});

export async function briefRoutes(app: FastifyInstance) {
  // Lists and one brief
  route(app, fetchNewBriefs, ({ db, query }) => briefs.listBriefsByStatus(db, 'pending', query));
  route(app, fetchApprovedBriefs, ({ db, query }) => briefs.listBriefsByStatus(db, 'approved', query));
  route(app, fetchRejectedBriefs, ({ db, query }) => briefs.listBriefsByStatus(db, 'rejected', query));
  route(app, fetchClientBriefs, ({ db, params, query }) => briefs.listClientBriefs(db, params.userId, query));
  route(app, fetchSingleBrief, ({ db, params }) => briefs.getBriefWithPlans(db, params.id));
  route(app, downloadBriefAttachment, async ({ db, storage, params }) => {
    const document = await briefs.findBriefDocument(db, params.id);
    return {
      kind: 'download' as const,
      stream: await storage.read(document.storageKey),
      fileName: document.originalName,
      contentType: document.contentType,
      size: document.size,
    };
  });

  // Create and update: the context is the services' dependencies (db, storage, push, log, now).
  route(app, createBrief, (c) => briefs.createBrief(c, { kind: 'form', fields: c.body }, c.user.id));
  route(app, createBriefByFile, async (c) => {
    const { body, file } = await c.multipart(documentPart(true));
    if (!file) throw new Error('createBriefByFile: the required document passed validation without a file');
    return briefs.createBrief(c, { kind: 'file', fields: body, file }, c.user.id);
  });
  route(app, updateBrief, (c) =>
    briefs.updateBrief(c, c.params.id, c.user.id, { kind: 'form', fields: c.body }),
  );
  route(app, updateBriefByFile, async (c) => {
    const { body, file } = await c.multipart(documentPart(false));
    return briefs.updateBrief(c, c.params.id, c.user.id, { kind: 'file', fields: body, file });
  });

  // Review
  route(app, acceptBrief, (c) => briefs.acceptBrief(c, c.params.id, c.user.id));
  route(app, rejectBrief, (c) => briefs.rejectBrief(c, c.params.id, c.user.id, c.body.reason));
  route(app, deleteBrief, (c) => briefs.deleteBrief(c, c.params.id, c.user.id));

  // Links
  route(app, addDesignLink, (c) =>
    briefs.setBriefLink(c, c.params.id, c.user.id, { design_link: c.body.design_link }),
  );
  route(app, addHighresLink, (c) =>
    briefs.setBriefLink(c, c.params.id, c.user.id, { highres_link: c.body.highres_link }),
  );
}
