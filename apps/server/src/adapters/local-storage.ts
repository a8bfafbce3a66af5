import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Storage, type StoredEntry, StoredFileMissingError } from '../deps.ts';
import { assertStorageKey, STAGING_FOLDER } from './storage-key.ts';

// Opened here, not lazily by the stream, so a missing file fails before the answer's headers are sent.
async function openFile(path: string, key: string): Promise<Readable> {
  const handle = await open(path).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new StoredFileMissingError(`No stored file at ${key}`, { cause: error })
      : error;
  });
  return handle.createReadStream();
}

/** Uploads in a local folder (UPLOAD_DIR). Keys are relative paths; anything escaping the folder is refused. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    // The same rule again on the resolved path: what reaches the file system stays in the folder.
    const path = resolve(base, key);
    if (!path.startsWith(base + sep) || path.startsWith(join(base, STAGING_FOLDER) + sep))
      throw new Error(`Storage key escapes the upload folder: ${key}`);
    return path;
  };
  const stagedPathOf = (key: string) => {
    pathOf(key);
    return join(base, STAGING_FOLDER, encodeURIComponent(key));
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      if (Buffer.isBuffer(content)) await writeFile(path, content);
      else await pipeline(content, createWriteStream(path));
    },
    async stage(key, content) {
      const path = stagedPathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    async commit(key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await rename(stagedPathOf(key), path);
    },
    async discard(key) {
      await rm(stagedPathOf(key), { force: true });
    },
    async read(key): Promise<Readable> {
      return openFile(pathOf(key), key);
    },
    async readStaged(key): Promise<Readable> {
      return openFile(stagedPathOf(key), key);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const entries: StoredEntry[] = [];
      let names: string[];
      try {
        names = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return entries;
        throw error;
      }
      for (const name of names) {
        const path = join(base, name);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) continue;
        const key = relative(base, path).split(sep).join('/');
        const staged = key.startsWith(`${STAGING_FOLDER}/`);
        entries.push({
          key: staged ? decodeURIComponent(key.slice(STAGING_FOLDER.length + 1)) : key,
          staged,
          modifiedAt: info.mtime,
        });
      }
      return entries;
    },
  };
}
