import type { Readable } from 'node:stream';

/** The time source; tests inject a clock they can move (rate-limit windows, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Where uploaded files live: a local folder by default; the seam for S3-compatible storage. */
export interface Storage {
  put(key: string, content: Buffer | Readable): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The app path the notification leads to. */
  link?: string;
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
  send(message: MailMessage): Promise<void>;
}
