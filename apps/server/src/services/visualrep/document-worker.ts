import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../errors.ts';
import { serverRoot } from '../../paths.ts';
import type {
  DocumentJob,
  DocumentPhoto,
  DocumentPhotoMessage,
  DocumentWorkerMessage,
} from './document-data.ts';

/**
 * The document worker's request side (docs/domain.md "Visual representation"): the deck and the workbook are both
 * made in a worker thread (document.worker.ts) from plain data read here, so the event loop keeps answering other
 * requests. One gate for both: they share the machine's cores.
 */

/**
 * The worker's file: under tsx and vitest a small module that loads tsx's hooks in the worker thread (a worker does
 * not take them from `--import`) and imports document.worker.ts; in the built server the bundled
 * dist/document-worker.js (build.mjs makes it a separate entry).
 */
export function documentWorkerFile(): URL {
  if (testWorkerFile) return testWorkerFile;
  if (fileURLToPath(import.meta.url).endsWith('.ts'))
    return new URL('./document.worker.dev.mjs', import.meta.url);
  return pathToFileURL(join(serverRoot(), 'dist', 'document-worker.js'));
}

let testWorkerFile: URL | null = null;
/**
 * The server suite's worker: bundled from the current source once per run by its global set-up (test/template.ts),
 * so a document's worker thread loads one file instead of compiling the worker's TypeScript through tsx's hooks on
 * every document (about a second each on a slow machine, hundreds of documents a run); the dev file stays the
 * fallback.
 */
export function useDocumentWorkerFile(file: URL | null) {
  testWorkerFile = file;
}

/** Documents made at once (the machine has 2 cores); more wait, and past the queue the call is refused. */
const MAX_RUNNING = 2;
const MAX_WAITING = 8;
let running = 0;
const queue: Array<() => void> = [];

export const BUSY_MESSAGE = 'The server is busy making other documents. Try again in a minute.';

/** Documents being made now: for tests and the bench. */
export const documentsRunning = () => running;

/** The caller went away: what a document's work is stopped with. */
const callerGone = () => new Error('the caller went away before the document was made');

async function takeTurn(signal?: AbortSignal): Promise<() => void> {
  if (signal?.aborted) throw callerGone();
  if (running >= MAX_RUNNING) {
    if (queue.length >= MAX_WAITING) throw new HttpError(503, BUSY_MESSAGE, { 'retry-after': '30' });
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      // A caller who leaves while waiting gives up its place in the queue.
      const leave = () => {
        const at = queue.indexOf(turn);
        if (at >= 0) queue.splice(at, 1);
        reject(callerGone());
      };
      signal?.addEventListener('abort', leave, { once: true });
      queue.push(turn);
    });
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

export interface DocumentRequest {
  job: DocumentJob;
  /** Site `index`'s photo as the worker is to get it; null when it cannot be read (logged by the caller). */
  photo: (index: number) => Promise<DocumentPhoto | null>;
  log: FastifyBaseLogger;
  /** The request's: aborted when the caller goes away, which stops the worker (or gives up the place in the queue). */
  signal?: AbortSignal;
}

/**
 * Makes the document in the worker once it is this request's turn, and answers its bytes as a stream once the first
 * bytes have come (so a document that fails at once is still answered as an error, not as a cut-off file). The
 * worker is stopped, and the turn given back, when the caller goes away.
 */
export async function makeDocument(request: DocumentRequest): Promise<Readable> {
  const release = await takeTurn(request.signal);
  try {
    return await runWorker(request, release);
  } catch (error) {
    release();
    throw error;
  }
}

function runWorker({ job, photo, log, signal }: DocumentRequest, release: () => void): Promise<Readable> {
  const worker = new Worker(documentWorkerFile(), { workerData: job });
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
      // The caller went away (or the document is complete): nothing more to make.
      if (!done) {
        done = true;
        stop();
      }
    });
    // Before the first bytes the stream is not the caller's yet: the request's signal tells that it went away
    // (a workbook's first bytes are its last). After them, the stream closing does.
    const leave = () => fail(callerGone());
    if (signal?.aborted) leave();
    signal?.addEventListener('abort', leave, { once: true });
    out.once('close', () => signal?.removeEventListener('abort', leave));
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!done) fail(new Error(`the ${job.kind} worker stopped (exit code ${code}) before it was complete`));
    });
    worker.on('message', (message: DocumentWorkerMessage) => {
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
      let reply: DocumentPhoto | null = null;
      try {
        reply = await photo(index);
      } catch (error) {
        log.warn({ err: error, index }, `a photo of the ${job.kind} could not be read`);
      }
      if (done) return;
      // Copied before its memory is handed over: a small Buffer may be a view into Node's shared pool.
      const copy = reply && { ...reply, bytes: new Uint8Array(reply.bytes) };
      const message: DocumentPhotoMessage = { type: 'photo', index, photo: copy };
      worker.postMessage(message, copy ? [copy.bytes.buffer as ArrayBuffer] : []);
    }
  });
}
