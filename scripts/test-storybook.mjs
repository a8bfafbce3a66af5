#!/usr/bin/env node
// Storybook's interaction and axe tests, end to end: bring the static Storybook up to date, serve it on 127.0.0.1
// (a free port), wait for /index.json, run @storybook/test-runner against it in Debian's Chromium
// (test-runner-jest.config.js), always stop the server, and exit with the runner's code.
//
//   node scripts/test-storybook.mjs                     storybook-static, built by `npm run build-storybook` through
//                                                       turbo: reused as it is when its inputs have not changed since
//                                                       (`npm test` runs the build first: no second build there)
//   node scripts/test-storybook.mjs --dir /tmp/sb       build into (or, with --no-build, test) another folder
//   node scripts/test-storybook.mjs --no-build          test the existing build
//   node scripts/test-storybook.mjs -- --maxWorkers=1   arguments after -- go to test-storybook
//
// Chromium: CHROMIUM_PATH (default /usr/bin/chromium), read by test-runner-jest.config.js.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const separator = args.indexOf('--');
const ownArgs = separator === -1 ? args : args.slice(0, separator);
const runnerArgs = separator === -1 ? [] : args.slice(separator + 1);
const build = !ownArgs.includes('--no-build');
const dirFlag = ownArgs.indexOf('--dir');
const ownDir = dirFlag === -1 ? null : (ownArgs[dirFlag + 1] ?? null);
const staticDir = resolve(rootDir, ownDir ?? 'storybook-static');

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function run(command, commandArgs, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, { cwd: rootDir, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolvePromise(1);
    });
  });
}

/** A minimal static server: Storybook's build is plain files, and no static-server package is installed. */
function serve(dir) {
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
      let filePath = normalize(join(dir, decodeURIComponent(pathname)));
      if (filePath !== dir && !filePath.startsWith(dir + sep)) {
        response.writeHead(403).end();
        return;
      }
      let info = await stat(filePath).catch(() => null);
      if (info?.isDirectory()) {
        filePath = join(filePath, 'index.html');
        info = await stat(filePath).catch(() => null);
      }
      if (!info?.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      response.writeHead(200, {
        'content-type': contentTypes[extname(filePath)] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': 'no-store',
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      createReadStream(filePath).pipe(response);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolvePromise(server));
  });
}

async function waitForIndex(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(new URL('index.json', url)).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
  throw new Error(`Storybook did not answer at ${url}index.json within ${timeoutMs} ms`);
}

async function main() {
  if (build) {
    const started = Date.now();
    // The default folder is turbo's output of `//#build-storybook`: a cache hit when nothing it reads has changed.
    const code = ownDir
      ? await run(process.execPath, [join(rootDir, 'scripts/build-storybook.mjs'), '--out', staticDir])
      : await run('npx', ['turbo', 'run', 'build-storybook', '--output-logs=new-only']);
    if (code !== 0) return code;
    console.log(`storybook up to date: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const server = await serve(staticDir);
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}/`;
  const stopServer = () => {
    server.closeAllConnections?.();
    server.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopServer();
      process.exit(130);
    });
  }

  try {
    await waitForIndex(url);
    console.log(`Storybook served at ${url}`);
    const started = Date.now();
    const code = await run(process.execPath, [
      join(rootDir, 'node_modules/@storybook/test-runner/dist/test-storybook.js'),
      '--url',
      url,
      ...runnerArgs,
    ]);
    console.log(`test-storybook: ${((Date.now() - started) / 1000).toFixed(1)} s, exit code ${code}`);
    return code;
  } finally {
    stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
