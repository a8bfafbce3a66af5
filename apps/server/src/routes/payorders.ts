import {
  acceptPayOrder,
  downloadPayOrderDocument,
  fetchBriefPayOrders,
  fetchBriefsAwaitingPayOrder,
  fetchPayOrderCounts,
  fetchPayOrders,
  PAY_ORDER_FILE_MAX_BYTES,
  PAY_ORDER_MESSAGES,
  recordPayOrder,
  rejectPayOrder,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { type RequestDeps, route } from '../http/endpoint.ts';
import type { MultipartOptions } from '../http/multipart.ts';
import * as payOrders from '../services/payorders/index.ts';

/** The pay order document part: one file, 10 MB at most, a PDF, JPEG or PNG by its content. */
const documentPart: MultipartOptions = {
  fileField: 'file',
  maxFileBytes: PAY_ORDER_FILE_MAX_BYTES,
  messages: {
    required: PAY_ORDER_MESSAGES.file,
    tooLarge: PAY_ORDER_MESSAGES.fileTooLarge,
    empty: PAY_ORDER_MESSAGES.fileEmpty,
    count: PAY_ORDER_MESSAGES.fileCount,
  },
  checkFile: (file) => (payOrders.payOrderDocumentType(file) ? null : PAY_ORDER_MESSAGES.fileType),
};

/** Pay orders (docs/domain.md "Pay order"): record, review, the lists, the counts and the document. */
export async function payOrderRoutes(app: FastifyInstance) {
  // The context has getters that throw when read on the wrong kind of entry: pick what the services need.
  const deps = (c: RequestDeps): payOrders.PayOrderDeps => ({
    db: c.db,
    storage: c.storage,
    push: c.push,
    log: c.log,
    now: c.now,
    taxRatePercent: c.config.taxRatePercent,
  });
  route(app, recordPayOrder, async (c) => {
    const { body, file } = await c.multipart(documentPart);
    if (!file) throw new Error('recordPayOrder: the required document passed validation without a file');
    return payOrders.recordPayOrder(deps(c), c.params.id, { fields: body, file }, c.user.id);
  });
  route(app, fetchBriefPayOrders, ({ db, params, config }) =>
    payOrders.listBriefPayOrders(db, params.id, config.taxRatePercent),
  );
  route(app, acceptPayOrder, (c) => payOrders.acceptPayOrder(deps(c), c.params.id, c.user.id));
  route(app, rejectPayOrder, (c) => payOrders.rejectPayOrder(deps(c), c.params.id, c.user.id, c.body.reason));
  route(app, fetchPayOrders, ({ db, query, config }) =>
    payOrders.listPayOrders(db, query, config.taxRatePercent),
  );
  route(app, fetchBriefsAwaitingPayOrder, ({ db, query, config }) =>
    payOrders.listBriefsAwaitingPayOrder(db, query, config.taxRatePercent),
  );
  route(app, fetchPayOrderCounts, ({ db }) => payOrders.payOrderCounts(db));
  route(app, downloadPayOrderDocument, async ({ db, storage, params }) => {
    const document = await payOrders.findPayOrderDocument(db, params.id);
    return {
      kind: 'download' as const,
      stream: await storage.read(document.storageKey),
      fileName: document.originalName,
      contentType: document.contentType,
      size: document.size,
    };
  });
}
