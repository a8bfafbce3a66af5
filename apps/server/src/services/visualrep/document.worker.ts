import { parentPort, workerData } from 'node:worker_threads';
import { layCompetitorReport } from './competitor-report.layout.ts';
import { layDeck } from './deck.layout.ts';
import type {
  DocumentIo,
  DocumentJob,
  DocumentPhoto,
  DocumentPhotoMessage,
  DocumentWorkerMessage,
} from './document-data.ts';
import { writeWorkbook } from './workbook.layout.ts';

/**
 * The document worker (docs/domain.md "Visual representation"): makes the deck and the competitor reports (pdfkit,
 * docs/domain.md "Competitor reports") or the workbook (exceljs)
 * off the request thread and posts its bytes back as they are made. It is given a DocumentJob (`workerData`) and
 * asks for each site's photo when it reaches that site. Built as its own entry (dist/document-worker.js, see
 * build.mjs); started by document-worker.ts.
 */

if (!parentPort) throw new Error('document.worker.ts runs as a worker thread');
const port = parentPort;
const job = workerData as DocumentJob;

const post = (message: DocumentWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

// Photos, asked for by index and answered in any order.
const waiting = new Map<number, (photo: DocumentPhoto | null) => void>();
port.on('message', (message: DocumentPhotoMessage) => {
  if (message.type !== 'photo') return;
  waiting.get(message.index)?.(message.photo);
  waiting.delete(message.index);
});

const io: DocumentIo = {
  photo: (index) =>
    new Promise((resolve) => {
      waiting.set(index, resolve);
      post({ type: 'photo', index });
    }),
  write: (chunk) => {
    // A chunk may be a view into a shared pool: copy it before handing its memory over.
    const bytes = new Uint8Array(chunk);
    post({ type: 'chunk', bytes }, [bytes.buffer as ArrayBuffer]);
  },
};

if (job.kind === 'deck') await layDeck(job.data, io);
else if (job.kind === 'competitor-report') await layCompetitorReport(job.data, io);
else await writeWorkbook(job.data, io);
post({ type: 'done' });
