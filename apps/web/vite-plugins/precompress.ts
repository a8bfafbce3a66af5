import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompressFolder } from './precompress-folder.mjs';

/**
 * Writes a brotli and a gzip copy beside every text file of the build, public/ copies included, once the bundle is
 * written (precompress-folder.mjs says how and why).
 */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'ooh:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const written = await precompressFolder(outDir);
      log(`pre-compressed ${written} files (brotli and gzip) in ${relative(process.cwd(), outDir) || '.'}`);
    },
  };
}
