/** Staged uploads wait here until their transaction commits (docs/domain.md, decisions: orphan uploads). */
export const STAGING_FOLDER = '.tmp';

const MAX_KEY_BYTES = 1000;

export class StorageKeyError extends Error {}

/**
 * Refuses a key that could name something outside the store or inside its staging area: keys are relative,
 * `/`-separated paths of plain segments (no empty, `.` or `..` segment, no backslash, no control character), not
 * under `.tmp/`. Every store applies the same rule, so a key one store accepts works in another: a folder and a
 * bucket may hold the same files (a move to S3 copies the folder as it is).
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const plain = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!plain || /[\\\u0000-\u001f\u007f]/.test(key) || segments[0] === STAGING_FOLDER)
    throw new StorageKeyError(`Storage key escapes the upload store: ${JSON.stringify(key)}`);
  // S3 keys are at most 1,024 bytes and a staged one is prefixed with `.tmp/`.
  if (Buffer.byteLength(key) > MAX_KEY_BYTES)
    throw new StorageKeyError(`Storage key longer than ${MAX_KEY_BYTES} bytes: ${key.slice(0, 40)}…`);
}
