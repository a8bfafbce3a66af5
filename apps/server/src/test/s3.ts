import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3Config } from '../config.ts';

export interface TestS3 {
  /** What S3_* would configure for this server's bucket. */
  config: S3Config;
  close(): Promise<void>;
}

const SERVER_SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/**
 * A local S3-protocol server (s3rver) on a free port of 127.0.0.1, keeping its objects in a temporary folder, with
 * one empty bucket: the storage tests run against it as against the folder. It runs as a child process, as a real
 * S3 service would be another process (and for the reason in s3rver-process.mjs).
 */
export async function startS3Server(bucket = 'ooh-test-uploads'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ooh-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SERVER_SCRIPT, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      if (!child.stdout) throw new Error('s3rver: no standard output');
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
    });
    return {
      config: {
        bucket,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        // s3rver's fixed credentials: it checks request signatures as S3 does.
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
