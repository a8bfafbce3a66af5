import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { consolidated } from '@ooh/api/plan-math';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import type { Storage } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { serverRoot } from '../../paths.ts';
import { PDF } from '../files/file-content.ts';
import { downloadName } from '../files/index.ts';
import { findPlanDetail, PLAN_NOT_FOUND } from '../plans/queries.ts';
import type { DeckData, DeckPhotoMessage, DeckWorkerMessage } from './deck-data.ts';
import { planPhotoRows } from './photos.ts';
import { readAll } from './read-all.ts';

/**
 * The visual representation as a PDF deck (docs/domain.md "Visual representation"): the plan is read here, on the
 * request's side, into plain data; a worker thread (deck.worker.ts) lays the PDF out with pdfkit and streams its
 * bytes back, asking for each photo as it reaches its page, so the event loop keeps answering other requests.
 */

/**
 * The worker's file: under tsx and vitest a small module that loads tsx's hooks in the worker thread (a worker does
 * not take them from `--import`) and imports deck.worker.ts; in the built server the bundled dist/deck-worker.js
 * (build.mjs makes it a separate entry).
 */
export function deckWorkerFile(): URL {
  if (fileURLToPath(import.meta.url).endsWith('.ts'))
    return new URL('./deck.worker.dev.mjs', import.meta.url);
  return pathToFileURL(join(serverRoot(), 'dist', 'deck-worker.js'));
}

/** Decks laid out at once (the machine has 2 cores); more wait, and past the queue the call is refused. */
const MAX_RUNNING = 2;
const MAX_WAITING = 8;
let running = 0;
const queue: Array<() => void> = [];

async function takeTurn(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (queue.length >= MAX_WAITING)
      throw new HttpError(503, 'The server is busy making other PDFs. Try again in a minute.', {
        'retry-after': '30',
      });
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    queue.shift()?.();
  };
}

export interface DeckDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: Date;
  taxRatePercent: number;
}

/** The deck's data and each site's photo key: everything the worker needs, read before it starts. */
async function deckOf(deps: DeckDeps, planId: number) {
  const plan = await findPlanDetail(deps.db, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const photos = await planPhotoRows(deps.db, planId);
  const rows = plan.sites_list;
  const data: DeckData = {
    generatedAt: deps.now.toISOString(),
    plan: {
      id: plan.plan_id,
      name: plan.planName,
      status: plan.status,
      version: plan.version,
      brief_number: plan.brief_number,
      campaign_name: plan.campaign_name,
      client_name: plan.client_name,
      brief_start_date: plan.brief_start_date,
      brief_end_date: plan.brief_end_date,
      // ISO dates order as strings: the first start and the last end.
      start_date: rows.map((row) => row.start_date).sort()[0] ?? null,
      end_date:
        rows
          .map((row) => row.end_date)
          .sort()
          .at(-1) ?? null,
    },
    hidden: plan.hide_columns,
    sites: rows.map((row) => ({
      site_code: row.site_code,
      site_name: row.site_name,
      region_name: row.region_name,
      city_name: row.city_name,
      location_name: row.location_name,
      medium_name: row.medium_name,
      kind: row.kind,
      width_ft: row.width_ft,
      height_ft: row.height_ft,
      faces: row.faces,
      illuminated: row.illuminated,
      start_date: row.start_date,
      end_date: row.end_date,
      days: row.days,
      line_type: row.line_type,
      monthly_rate: row.monthly_rate,
      discount_percent: row.discount_percent,
      net: row.net,
      production: row.production,
      total: row.total,
      has_photo: photos.has(row.site_id),
    })),
    summary: consolidated(rows, deps.taxRatePercent),
  };
  const photoKeys = rows.map((row) => photos.get(row.site_id)?.webKey ?? null);
  return { data, photoKeys, fileName: downloadName(`${plan.planName} visual representation`, PDF) };
}

/**
 * Runs the worker and answers its bytes as a stream, once the first bytes have come (so a deck that fails at once
 * is still answered as an error, not as a cut-off file). The worker is stopped when the caller goes away.
 */
function runWorker(
  deps: Pick<DeckDeps, 'storage' | 'log'>,
  data: DeckData,
  photoKeys: ReadonlyArray<string | null>,
  release: () => void,
): Promise<Readable> {
  const worker = new Worker(deckWorkerFile(), { workerData: data });
  const out = new PassThrough();
  let done = false;
  let started = false;
  const stop = () => {
    release();
    void worker.terminate();
  };
  return new Promise<Readable>((resolve, reject) => {
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      stop();
      if (started) out.destroy(error);
      else reject(error);
    };
    out.on('close', () => {
      // The caller went away (or the deck is complete): nothing more to make.
      if (!done) {
        done = true;
        stop();
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!done) fail(new Error(`the deck worker stopped (exit code ${code}) before the deck was complete`));
    });
    worker.on('message', (message: DeckWorkerMessage) => {
      if (done) return;
      if (message.type === 'chunk') {
        out.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        if (!started) {
          started = true;
          resolve(out);
        }
      } else if (message.type === 'photo') {
        void sendPhoto(message.index);
      } else if (message.type === 'done') {
        done = true;
        stop();
        out.end();
      }
    });

    async function sendPhoto(index: number) {
      const key = photoKeys[index];
      let bytes: Uint8Array | null = null;
      if (key) {
        try {
          bytes = new Uint8Array(await readAll(await deps.storage.read(key)));
        } catch (error) {
          // A photo gone from the store is shown as "No photo yet"; the deck is still made.
          deps.log.warn({ err: error, key }, 'a photo of the deck could not be read');
        }
      }
      if (done) return;
      const reply: DeckPhotoMessage = { type: 'photo', index, bytes };
      worker.postMessage(reply, bytes ? [bytes.buffer as ArrayBuffer] : []);
    }
  });
}

/** generate-visual-rep-pdf: the plan's deck as a download, streamed while the worker makes it. */
export async function planDeck(deps: DeckDeps, planId: number) {
  const { data, photoKeys, fileName } = await deckOf(deps, planId);
  const release = await takeTurn();
  let stream: Readable;
  try {
    stream = await runWorker(deps, data, photoKeys, release);
  } catch (error) {
    release();
    throw error;
  }
  return { kind: 'download' as const, stream, fileName, contentType: PDF };
}
