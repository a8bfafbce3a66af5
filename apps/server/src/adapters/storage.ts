import type { Config } from '../config.ts';
import type { Storage } from '../deps.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The upload store the configuration names: the S3 bucket when S3_BUCKET is set, otherwise UPLOAD_DIR. */
export function createStorage(config: Pick<Config, 'uploadDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadDir);
}
