import type { Readable } from 'node:stream';

/** The time source; tests inject a clock they can move (rate-limit windows, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The upload store. An upload is staged under a temporary name and committed (moved into place) only after the
 * database transaction that records it commits, or discarded: a crash in between leaves a staged file, which the
 * start-up sweep removes or, when a row names it, commits (docs/domain.md, decisions: orphan uploads).
 * A local folder by default (adapters/local-storage.ts), an S3-compatible bucket when configured (s3-storage.ts);
 * storage.test.ts holds both to the same behaviour.
 */
export interface Storage {
  /** Writes straight into place (the seed, which records its rows before anyone reads them). */
  put(key: string, content: Buffer | Readable): Promise<void>;
  stage(key: string, content: Buffer): Promise<void>;
  commit(key: string): Promise<void>;
  discard(key: string): Promise<void>;
  /** Rejects (StoredFileMissingError) before any byte is sent when the key holds no file. */
  read(key: string): Promise<Readable>;
  /**
   * The staged file of a key (StoredFileMissingError when none): a backup copies a file whose row has committed
   * but which is not moved into place yet (ops/backup/backup.ts).
   */
  readStaged(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Every file in the store, staged ones included, with its last modification. */
  list(): Promise<StoredEntry[]>;
}

/**
 * The upload store failed (the S3 service refused or did not answer). The app's error handler answers it as any
 * unexpected error, a 500 with the generic message, and logs it: the store's own words never reach the caller.
 */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** The store holds nothing under the key. */
export class StoredFileMissingError extends StorageError {
  override name = 'StoredFileMissingError';
}

export interface StoredEntry {
  key: string;
  staged: boolean;
  modifiedAt: Date;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The app path the notification leads to. */
  link?: string;
  /** The recipient's notification id (the web shows a notification once, from push or the live stream). */
  notificationId?: number;
}

/** Device push (Firebase Cloud Messaging when configured). */
export interface Push {
  readonly enabled: boolean;
  /** Sends to the device tokens; answers the tokens that are no longer valid, so they can be forgotten. */
  send(tokens: string[], message: PushMessage): Promise<{ invalidTokens: string[] }>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail (password-set links): SMTP when configured, otherwise the server log and the outbox table. */
export interface Mail {
  /** False when no mail server is configured: messages are only kept in the outbox (and the log). */
  readonly delivers?: boolean;
  send(message: MailMessage): Promise<void>;
}
