import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { files } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';

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
 * The uploader's file name, made safe to keep and to offer back: no folders, no control characters, at most 200
 * characters (keeping the extension), and a plain name when nothing is left.
 */
export function cleanFileName(name: string, fallbackExtension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (!base || base === '.' || base === '..') return `document${fallbackExtension}`;
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * Puts the content in the store under a new random key (`<folder>/<uuid><extension>`): the uploader's name never
 * becomes a path. The caller records it in `files` inside its transaction, and removes it when that fails.
 */
export async function storeFile(
  storage: Storage,
  input: { folder: string; content: Buffer; originalName: string; contentType: string; extension: string },
): Promise<StoredFile> {
  const storageKey = `${input.folder}/${randomUUID()}${input.extension}`;
  await storage.put(storageKey, input.content);
  return {
    storageKey,
    originalName: cleanFileName(input.originalName, input.extension),
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
