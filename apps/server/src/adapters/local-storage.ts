import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../deps.ts';

/** Uploads in a local folder (UPLOAD_DIR). Keys are relative paths; anything escaping the folder is refused. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the upload folder: ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      if (Buffer.isBuffer(content)) await writeFile(path, content);
      else await pipeline(content, createWriteStream(path));
    },
    async read(key): Promise<Readable> {
      return createReadStream(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
