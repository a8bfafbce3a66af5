import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * How `npm run backup` reaches a running server on the embedded database. PGlite lives inside the server's process
 * and the data folder's lock keeps every other process out (two processes on one folder corrupt it), so only the
 * server can take a consistent copy. While it runs it listens on 127.0.0.1, on a port the system picks, for one
 * call, `POST /backup`, answered with the backup's bytes; the address and a random token are in
 * `${DATA_DIR}/control.json` (mode 600). Whoever can read that file can read the database's files anyway; nobody
 * else gets a backup (a wrong or missing token is a 401, compared in constant time). It is not the API: nothing
 * of it is reachable from the network, whatever HOST says.
 */
export const CONTROL_FILE = 'control.json';

interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

export interface ControlChannel {
  port: number;
  close(): Promise<void>;
}

export async function startControlChannel(options: {
  dataDir: string;
  /** Writes one backup to the answer (backup.ts's writeBackup). */
  backup(out: Writable): Promise<unknown>;
  onError?(error: unknown): void;
}): Promise<ControlChannel> {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    const json = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
    };
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return json(401, 'A backup needs the token of control.json');
    if (req.method !== 'POST' || req.url !== '/backup') return json(404, 'Not found');
    req.resume();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    options.backup(res).catch((error: unknown) => {
      options.onError?.(error);
      // The archive is cut short; the client sees the broken answer and keeps no file.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = join(options.dataDir, CONTROL_FILE);
  const contents: ControlFile = { pid: process.pid, port, token };
  writeFileSync(file, `${JSON.stringify(contents)}\n`, { mode: 0o600 });
  return {
    port,
    async close() {
      rmSync(file, { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export class ControlChannelError extends Error {}

/** Asks the server running on the data folder for a backup, written to `out` (the CLI's side). */
export async function requestBackup(dataDir: string, out: Writable): Promise<void> {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8'));
  } catch {
    throw new ControlChannelError(
      `A server holds the data folder ${dataDir} but it offers no backup channel (${CONTROL_FILE} is missing: a server of an older release?). Stop the server and run the backup again, or upgrade it.`,
    );
  }
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: control.port,
      method: 'POST',
      path: '/backup',
      headers: { authorization: `Bearer ${control.token}` },
    });
    req.on('response', resolve);
    req.on('error', (error) =>
      reject(new ControlChannelError(`The server's backup channel did not answer: ${error.message}`)),
    );
    req.end();
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new ControlChannelError(`The server refused the backup (HTTP ${response.statusCode}).`);
  }
  try {
    await pipeline(response, out);
  } catch (error) {
    throw new ControlChannelError(`The server's backup broke off: ${(error as Error).message}`);
  }
}
