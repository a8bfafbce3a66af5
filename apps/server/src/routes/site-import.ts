import {
  confirmSiteImport,
  downloadSiteImportTemplate,
  previewSiteImport,
  SITE_IMPORT_MAX_BYTES,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import { confirmImport, IMPORT_MESSAGES, importTemplate, previewImport } from '../services/sites/import.ts';

/** The import file: one CSV or XLSX, told apart by its content (the service reads it and refuses anything else). */
const importFile: MultipartOptions = {
  fileField: 'file',
  maxFileBytes: SITE_IMPORT_MAX_BYTES,
  messages: {
    required: 'Choose a CSV or XLSX file of sites',
    tooLarge: `The file is larger than ${SITE_IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into several files`,
    empty: 'The file is empty',
    count: 'Send one file at a time',
  },
  checkFile: (file) =>
    file.content.length >= 4 && file.content.readUInt32LE(0) === 0x04034b50
      ? null
      : file.content.includes(0)
        ? IMPORT_MESSAGES.notSheet
        : null,
};

/** Bulk import of sites (docs/domain.md "Bulk import"): preview, confirm all or nothing, the template. */
export async function siteImportRoutes(app: FastifyInstance) {
  route(app, previewSiteImport, async (c) => {
    const { file } = await c.multipart(importFile);
    if (!file) throw new Error('previewSiteImport: the required file passed validation without a file');
    return previewImport(c.db, file.content);
  });
  route(app, confirmSiteImport, async (c) => {
    const { file } = await c.multipart(importFile);
    if (!file) throw new Error('confirmSiteImport: the required file passed validation without a file');
    return confirmImport(c.db, file.content);
  });
  route(app, downloadSiteImportTemplate, ({ query }) => importTemplate(query.format));
}
