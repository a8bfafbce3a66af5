import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { files } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { EXTENSIONS } from './file-content.ts';

/** A file put in the upload store, not yet recorded in the database. */
export interface StoredFile {
  storageKey: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
}

const MAX_NAME_LENGTH = 200;

/**
 * Control characters, bidirectional formatting (U+200E/F, U+202A–202E, U+2066–2069, U+061C) and zero-width
 * characters (U+200B–200D, U+FEFF): they can make `invoice‮fdp.exe` read as `invoiceexe.pdf` (docs/domain.md,
 * decisions: download names).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The uploader's file name, made safe to keep and to offer back: no folders, no control or bidirectional
 * formatting characters, at most 200 characters (keeping the extension), and a plain name when nothing is left.
 */
export function cleanFileName(name: string, fallbackExtension: string): string {
  const base = (name.replace(INVISIBLE, '').split(/[\\/]/).pop() ?? '').trim();
  if (!base || base === '.' || base === '..') return `document${fallbackExtension}`;
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * The name a file of a verified type is stored and offered under: cleaned, and ending with that type's extension
 * (a PDF named `x.html` is offered as `x.pdf`; `report` becomes `report.pdf`), so the name never promises another
 * type than the bytes (docs/domain.md, decisions: download names). Unknown types keep the cleaned name.
 */
export function downloadName(name: string, contentType: string): string {
  const extension = extensionsOf(contentType)?.[0] ?? '';
  return cleanFileName(withTypeExtension(cleanFileName(name, extension), contentType), extension);
}

/** The name an existing row is offered under: invisible characters dropped, the type's extension (as above). */
export function servedName(storedName: string, contentType: string): string {
  return withTypeExtension(storedName.replace(INVISIBLE, '').trim() || 'document', contentType);
}

function extensionsOf(contentType: string): readonly [string, ...string[]] | undefined {
  return (EXTENSIONS as Record<string, readonly [string, ...string[]] | undefined>)[contentType];
}

function withTypeExtension(name: string, contentType: string): string {
  const extensions = extensionsOf(contentType);
  if (!extensions) return name;
  const lower = name.toLowerCase();
  if (extensions.some((extension) => lower.endsWith(extension))) return name;
  const dot = name.lastIndexOf('.');
  // Replace a short extension (`.html`); a dot inside the name (`v1.2 final`) is not one.
  const stem = dot > 0 && /^\.[a-z0-9]{1,8}$/i.test(name.slice(dot)) ? name.slice(0, dot) : name;
  return `${stem}${extensions[0]}`;
}

/**
 * Stages the content in the store under a new random key (`<folder>/<uuid><extension>`): the uploader's name never
 * becomes a path. The caller records it in `files` inside its transaction, then commits it (`commitStoredFiles`)
 * or, when that fails, discards it (`discardStoredFiles`) (docs/domain.md, decisions: orphan uploads).
 */
export async function storeFile(
  storage: Storage,
  input: { folder: string; content: Buffer; originalName: string; contentType: string; extension: string },
): Promise<StoredFile> {
  const storageKey = `${input.folder}/${randomUUID()}${input.extension}`;
  await storage.stage(storageKey, input.content);
  return {
    storageKey,
    originalName: downloadName(input.originalName, input.contentType),
    contentType: input.contentType,
    size: input.content.length,
    sha256: createHash('sha256').update(input.content).digest('hex'),
  };
}

/** Records a stored file; answers its id. */
export async function recordFile(db: Db, file: StoredFile, uploadedBy: number | null, now: Date) {
  const [row] = await db
    .insert(files)
    .values({ ...file, uploadedBy, createdAt: now })
    .returning({ id: files.id });
  if (!row) throw new Error('files: insert answered no row');
  return row.id;
}

/** Removes stored files that no row points to (any more); a failure is logged, never thrown: the answer stands. */
export async function removeStoredFiles(
  deps: { storage: Storage; log: FastifyBaseLogger },
  keys: ReadonlyArray<string | null | undefined>,
) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.remove(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'stored file could not be removed');
    }
  }
}

/** Moves staged files into place once the transaction recording them has committed. */
export async function commitStoredFiles(storage: Storage, keys: ReadonlyArray<string | null | undefined>) {
  for (const key of keys) if (key) await storage.commit(key);
}

/** Removes staged files whose transaction failed; a failure is logged (the start-up sweep retries). */
export async function discardStoredFiles(
  deps: { storage: Storage; log: FastifyBaseLogger },
  keys: ReadonlyArray<string | null | undefined>,
) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.discard(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'staged file could not be removed');
    }
  }
}
