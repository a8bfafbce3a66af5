import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { type Storage, StorageError, type StoredEntry, StoredFileMissingError } from '../deps.ts';
import { assertStorageKey, STAGING_FOLDER } from './storage-key.ts';

const STAGED_PREFIX = `${STAGING_FOLDER}/`;

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET …). The same layout as the local folder: a file lives at its key,
 * a staged one at `.tmp/<key>` until its transaction commits; commit is a server-side copy then a delete (S3 has
 * no rename), so a crash between the two leaves both, which the start-up sweep settles as for the folder (the
 * staged copy of a committed key is committed again, harmlessly, or discarded once the row is gone).
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // SDKs since early 2025 add CRC checksums (and chunked uploads) to every request by default; several
    // S3-compatible servers refuse or mis-store those. Only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must not hold a request (and its connection) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const bucket = config.bucket;

  const stagedKeyOf = (key: string) => `${STAGED_PREFIX}${key}`;
  /** CopySource is `bucket/key`, URL-encoded per segment (slashes kept: several servers do not decode %2F there). */
  const copySourceOf = (key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function send<T>(operation: string, key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw storageError(operation, key, error);
    }
  }
  async function getObject(key: string): Promise<Readable> {
    const object = await send('GetObject', key, () =>
      client.send(new GetObjectCommand({ Bucket: bucket, Key: key })),
    );
    // In Node the body is the response's own stream: the file is never held in memory.
    if (!(object.Body instanceof Readable))
      throw new StorageError(`S3 GetObject of ${key} answered no stream`);
    return object.Body;
  }
  async function putObject(key: string, body: Buffer) {
    await send('PutObject', key, () =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body })),
    );
  }

  return {
    async put(key, content) {
      assertStorageKey(key);
      // A stream of unknown length cannot be sent in one PutObject; put() serves the seed, whose files are small.
      await putObject(key, Buffer.isBuffer(content) ? content : await collect(content));
    },
    async stage(key, content) {
      assertStorageKey(key);
      await putObject(stagedKeyOf(key), content);
    },
    async commit(key) {
      assertStorageKey(key);
      await send('CopyObject', key, () =>
        client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: copySourceOf(stagedKeyOf(key)) }),
        ),
      );
      await send('DeleteObject', stagedKeyOf(key), () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: stagedKeyOf(key) })),
      );
    },
    async discard(key) {
      assertStorageKey(key);
      // Deleting a key that holds nothing succeeds in S3, as rm --force does for the folder.
      await send('DeleteObject', stagedKeyOf(key), () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: stagedKeyOf(key) })),
      );
    },
    async read(key) {
      assertStorageKey(key);
      return getObject(key);
    },
    async readStaged(key) {
      assertStorageKey(key);
      return getObject(stagedKeyOf(key));
    },
    async remove(key) {
      assertStorageKey(key);
      await send('DeleteObject', key, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
      );
    },
    async list() {
      const entries: StoredEntry[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await send('ListObjectsV2', '', () =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              // S3's own largest page; the listing goes on from the continuation token.
              MaxKeys: 1000,
              ContinuationToken: continuationToken,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const staged = object.Key.startsWith(STAGED_PREFIX);
          entries.push({
            key: staged ? object.Key.slice(STAGED_PREFIX.length) : object.Key,
            staged,
            // An entry without a date counts as new: the sweep never removes what it cannot date.
            modifiedAt: object.LastModified ?? new Date(),
          });
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return entries;
    },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The SDK's error reduced to what helps the log: operation, key, the service's code and HTTP status; never the
 * response or the request's signature. The SDK's error stays reachable as `cause`.
 */
function storageError(operation: string, key: string, error: unknown): StorageError {
  const details = error as {
    name?: string;
    Code?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  // The service's code (NoSuchKey), else the network's (ECONNREFUSED), else the error's kind.
  const code = details.Code ?? details.code ?? details.name ?? 'Error';
  const status = details.$metadata?.httpStatusCode;
  const message = `S3 ${operation}${key ? ` of ${key}` : ''} failed: ${code}${status ? ` (HTTP ${status})` : ''}`;
  const Kind = code === 'NoSuchKey' ? StoredFileMissingError : StorageError;
  return new Kind(message, { cause: error });
}
