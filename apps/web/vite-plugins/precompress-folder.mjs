// Pre-compression of a built folder, shared by the web build (precompress.ts, a Vite plugin) and the Storybook build
// (scripts/build-storybook.mjs, which no Vite plugin can follow: its manager files are written beside the preview's
// Vite build, not by it). Plain JavaScript, so the root scripts run it with Node as it is.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts in the build are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its headers and a file lookup cost. */
const MIN_BYTES = 256;

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      // `.vite/` holds the manifest the checks read; the server never sends it.
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every text file of `dir`, so the server sends
 * the best encoding the browser accepts without compressing per request (apps/server/src/http/spa.ts and
 * storybook.ts, `preCompressed`). Maximum quality costs seconds once per build, not per request. A copy that is not
 * smaller than the file is not written; the server then sends the file itself.
 * @param {string} dir
 * @param {{ brotliQuality?: number }} [options] brotli's quality, 11 (the most) unless given
 * @returns {Promise<number>} how many files were compressed
 */
export async function precompressFolder(dir, { brotliQuality = constants.BROTLI_MAX_QUALITY } = {}) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}
