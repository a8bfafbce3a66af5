import {
  COMPETITOR_LOGO_MAX_BYTES,
  COMPETITOR_MESSAGES,
  createCompetitor,
  createCompetitorCampaign,
  deleteCompetitor,
  deleteCompetitorCampaign,
  downloadCompetitorLogo,
  downloadCompetitorReportPdf,
  downloadCompetitorSitePhoto,
  fetchAllCompetitors,
  fetchCompetitorCampaignSites,
  fetchCompetitorCampaigns,
  fetchSingleReport,
  generateCompetitorReport,
  updateCompetitor,
  updateCompetitorCampaign,
  updateCompetitorCampaignSites,
  uploadCompetitorSitePhoto,
  VISUALREP_IMAGE_MAX_BYTES,
  VISUALREP_MESSAGES,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import * as competitors from '../services/competitors/index.ts';
import { sniffImageType } from '../services/files/index.ts';

/** The logo part: optional, one file, 5 MB at most, a JPEG, PNG or WebP by its content (then decoded by sharp). */
const logoPart: MultipartOptions = {
  fileField: 'file',
  maxFileBytes: COMPETITOR_LOGO_MAX_BYTES,
  messages: {
    tooLarge: COMPETITOR_MESSAGES.logoTooLarge,
    empty: COMPETITOR_MESSAGES.logoEmpty,
    count: COMPETITOR_MESSAGES.logoCount,
  },
  checkFile: (file) => (sniffImageType(file.content) ? null : COMPETITOR_MESSAGES.logoType),
};

/** A sighting's photo: one file, 15 MB at most, as the visual representation's photos. */
const photoPart: MultipartOptions = {
  fileField: 'file',
  maxFileBytes: VISUALREP_IMAGE_MAX_BYTES,
  messages: {
    required: VISUALREP_MESSAGES.file,
    tooLarge: VISUALREP_MESSAGES.fileTooLarge,
    empty: VISUALREP_MESSAGES.fileEmpty,
    count: VISUALREP_MESSAGES.fileCount,
  },
  checkFile: (file) => (sniffImageType(file.content) ? null : VISUALREP_MESSAGES.fileType),
};

/** Competitor analysis (issue 18; docs/domain.md "Competitors" and "Competitor reports"). */
export async function competitorRoutes(app: FastifyInstance) {
  route(app, fetchAllCompetitors, ({ db, query }) => competitors.listCompetitors(db, query));
  route(app, createCompetitor, async (c) => {
    const { body, file } = await c.multipart(logoPart);
    return competitors.createCompetitor(c, { name: body.competitor_name, logo: file }, c.user.id);
  });
  route(app, updateCompetitor, async (c) => {
    const { body, file } = await c.multipart(logoPart);
    return competitors.updateCompetitor(
      c,
      c.params.id,
      { name: body.competitor_name, logo: file },
      c.user.id,
    );
  });
  route(app, deleteCompetitor, (c) => competitors.deleteCompetitor(c, c.params.id, c.user.id));
  route(app, downloadCompetitorLogo, async ({ db, storage, params }) => {
    const logo = await competitors.findLogoFile(db, params.id);
    return {
      kind: 'download' as const,
      stream: await storage.read(logo.storageKey),
      fileName: logo.name,
      contentType: logo.contentType,
      size: logo.size,
    };
  });

  route(app, fetchCompetitorCampaigns, ({ db, params, query }) =>
    competitors.listCampaigns(db, params.id, query),
  );
  route(app, createCompetitorCampaign, (c) => competitors.createCampaign(c, c.params.id, c.body, c.user.id));
  route(app, updateCompetitorCampaign, (c) => competitors.updateCampaign(c, c.body, c.user.id));
  route(app, deleteCompetitorCampaign, (c) => competitors.deleteCampaign(c, c.query, c.user.id));

  route(app, fetchCompetitorCampaignSites, ({ db, params }) => competitors.campaignSites(db, params.id));
  route(app, updateCompetitorCampaignSites, (c) => competitors.saveCampaignSites(c, c.body, c.user.id));
  route(app, uploadCompetitorSitePhoto, async (c) => {
    const { file } = await c.multipart(photoPart);
    if (!file)
      throw new Error('uploadCompetitorSitePhoto: the required photo passed validation without a file');
    return competitors.uploadSightingPhoto(c, c.params.id, file, c.user.id);
  });
  route(app, downloadCompetitorSitePhoto, async ({ db, storage, params }) => {
    const photo = await competitors.findSightingPhoto(db, params.id);
    return {
      kind: 'download' as const,
      stream: await storage.read(photo.storageKey),
      fileName: photo.name,
      contentType: photo.contentType,
      size: photo.size,
    };
  });

  route(app, generateCompetitorReport, (c) =>
    competitors.generateReport(c, c.query, c.body.site_ids, c.user),
  );
  route(app, fetchSingleReport, ({ db, query }) => competitors.findReport(db, query));
  route(app, downloadCompetitorReportPdf, ({ db, storage, log, signal, query }) =>
    competitors.competitorReportPdf({ db, storage, log, signal }, query),
  );
}
