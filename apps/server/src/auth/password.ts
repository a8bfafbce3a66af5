import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt cost N=2^15, r=8, p=1: about 85 ms and 32 MiB per check on this kind of two-core machine. OWASP's
// recommendation is N=2^17; we stay lower to keep sign-in quick, and each hash stores its parameters so they can
// be raised later without invalidating existing passwords.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64 parts, a fresh random salt per call. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an e-mail that has no account, so that response times do not tell
 * which e-mail addresses exist.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that matches nobody');
  await verifyPassword(password, await decoy);
}

/** Thrown when too many password checks are already waiting; the caller answers 503 with Retry-After. */
export class VerifierBusyError extends Error {}

/**
 * At most `concurrency` scrypt checks run at once and at most `queueLimit` wait; beyond that a check is refused at
 * once, so a flood of sign-ins cannot fill libuv's thread pool and stall static files and other calls
 * (docs/domain.md, "Sign-in limits").
 */
export class VerificationGate {
  running = 0;
  /** The most checks seen running at once, for tests. */
  peak = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency = 2,
    readonly queueLimit = 16,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit)
        throw new VerifierBusyError('password checks are queued full');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The process's one gate for sign-in checks. */
export const signInGate = new VerificationGate();
