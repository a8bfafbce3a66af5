#!/usr/bin/env node
// The static Storybook the server serves at /storybook (README, "Storybook for designers") and the test-runner
// reads: `storybook build`, then a brotli and a gzip copy beside each text file, as the web build writes them
// (apps/web/vite-plugins/precompress-folder.mjs). `npm run build` runs it through turbo (the `//#build-storybook`
// task of turbo.json), which skips it while its inputs are unchanged.
//
//   node scripts/build-storybook.mjs                 into storybook-static
//   node scripts/build-storybook.mjs --out /tmp/sb   into another folder
import { join, relative, resolve } from 'node:path';
import { precompressFolder } from '../apps/web/vite-plugins/precompress-folder.mjs';
import { root, run } from './lib.mjs';

const args = process.argv.slice(2);
const outFlag = args.indexOf('--out');
const outDir = resolve(root, outFlag === -1 ? 'storybook-static' : (args[outFlag + 1] ?? 'storybook-static'));

const started = Date.now();
const code = await run(process.execPath, [
  join(root, 'node_modules/storybook/dist/bin/dispatcher.js'),
  'build',
  '-o',
  outDir,
  '--quiet',
]);
if (code !== 0) process.exit(code);
const built = Date.now();
// Brotli at quality 9, not 11: Storybook is several megabytes that designers open now and then, and 11 cost about
// 30 s of every build's CPU for a few per cent less.
const written = await precompressFolder(outDir, { brotliQuality: 9 });
console.log(
  `storybook build: ${((built - started) / 1000).toFixed(1)} s; pre-compressed ${written} files in ` +
    `${((Date.now() - built) / 1000).toFixed(1)} s (${relative(root, outDir) || '.'})`,
);
