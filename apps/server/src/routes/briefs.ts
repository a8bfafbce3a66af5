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
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  const deps = (request: FastifyRequest): briefs.BriefDeps => ({
    db: app.db,
    push: app.push,
    storage: app.storage,
    log: request.log,
    now: app.clock.now(),
  });

  // Lists and one brief
  route(app, fetchNewBriefs, ({ query }) => briefs.listBriefsByStatus(app.db, 'pending', query));
  route(app, fetchApprovedBriefs, ({ query }) => briefs.listBriefsByStatus(app.db, 'approved', query));
  route(app, fetchRejectedBriefs, ({ query }) => briefs.listBriefsByStatus(app.db, 'rejected', query));
  route(app, fetchClientBriefs, ({ params, query }) => briefs.listClientBriefs(app.db, params.userId, query));
  route(app, fetchSingleBrief, ({ params }) => briefs.getBriefWithPlans(app.db, params.id));
  route(app, downloadBriefAttachment, async ({ params }) => {
    const document = await briefs.findBriefDocument(app.db, params.id);
    return {
      kind: 'download' as const,
      stream: await app.storage.read(document.storageKey),
      fileName: document.originalName,
      contentType: document.contentType,
      size: document.size,
    };
  });

  // Create and update
  route(app, createBrief, ({ body, user, request }) =>
    briefs.createBrief(deps(request), { kind: 'form', fields: body }, user.id),
  );
  route(app, createBriefByFile, async ({ multipart, user, request }) => {
    const { body, file } = await multipart(documentPart(true));
    if (!file) throw new Error('createBriefByFile: the required document passed validation without a file');
    return briefs.createBrief(deps(request), { kind: 'file', fields: body, file }, user.id);
  });
  route(app, updateBrief, ({ params, body, user, request }) =>
    briefs.updateBrief(deps(request), params.id, user.id, { kind: 'form', fields: body }),
  );
  route(app, updateBriefByFile, async ({ params, multipart, user, request }) => {
    const { body, file } = await multipart(documentPart(false));
    return briefs.updateBrief(deps(request), params.id, user.id, { kind: 'file', fields: body, file });
  });

  // Review
  route(app, acceptBrief, ({ params, user, request }) =>
    briefs.acceptBrief(deps(request), params.id, user.id),
  );
  route(app, rejectBrief, ({ params, body, user, request }) =>
    briefs.rejectBrief(deps(request), params.id, user.id, body.reason),
  );
  route(app, deleteBrief, ({ params, user, request }) =>
    briefs.deleteBrief(deps(request), params.id, user.id),
  );

  // Links
  route(app, addDesignLink, ({ params, body, user, request }) =>
    briefs.setBriefLink(deps(request), params.id, user.id, { design_link: body.design_link }),
  );
  route(app, addHighresLink, ({ params, body, user, request }) =>
    briefs.setBriefLink(deps(request), params.id, user.id, { highres_link: body.highres_link }),
  );
}
