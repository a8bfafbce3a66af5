import { createHash } from 'node:crypto';
import exifr from 'exifr';
import sharp from 'sharp';

/**
 * What a proof photo says about itself, and the checks made on it (docs/domain.md "Proof photos"): the capture time
 * and GPS position from its EXIF data, the distance to the site, a content hash and a perceptual hash. Pure
 * functions over the bytes; the upload decides the flags with them.
 */

export interface PhotoExif {
  /** DateTimeOriginal as an instant: with OffsetTimeOriginal when the camera wrote one, else read as UTC. */
  capturedAt: Date | null;
  /** The calendar day on the camera's clock (YYYY-MM-DD): what "before the campaign start" compares. */
  capturedDay: string | null;
  latitude: number | null;
  longitude: number | null;
}

const NO_EXIF: PhotoExif = { capturedAt: null, capturedDay: null, latitude: null, longitude: null };

/** `2026:12:03 10:15:00` (EXIF's form; some cameras write dashes) → its parts, or null when it is not a time. */
function exifTime(value: unknown) {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const day = `${y}-${mo}-${d}`;
  const at = new Date(`${day}T${h}:${mi}:${s}Z`);
  // 0000:00:00 00:00:00 is what cameras write when the clock was never set.
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day || Number(y) < 1990) return null;
  return { day, at };
}

/** `+05:00` → minutes east of UTC, or null. */
function offsetMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return minutes > 14 * 60 ? null : match[1] === '-' ? -minutes : minutes;
}

const finite = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * The photo's EXIF capture time and GPS position. sharp hands over the EXIF block of a JPEG, PNG or WebP alike
 * (exifr alone cannot open WebP), and exifr reads it as the TIFF structure it is. Anything unreadable is simply
 * missing: a photo without EXIF is never refused for it.
 */
export async function readPhotoExif(content: Buffer): Promise<PhotoExif> {
  let block: Buffer | undefined;
  try {
    block = (await sharp(content).metadata()).exif;
  } catch {
    return NO_EXIF;
  }
  if (!block || block.length < 8) return NO_EXIF;
  const tiff = block.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? block.subarray(6) : block;
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(tiff, {
      ifd1: false,
      exif: { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] },
      gps: true,
      reviveValues: false,
      mergeOutput: true,
    });
  } catch {
    return NO_EXIF;
  }
  if (!tags) return NO_EXIF;
  const time = exifTime(tags.DateTimeOriginal);
  const offset = offsetMinutes(tags.OffsetTimeOriginal);
  const latitude = finite(tags.latitude, 90);
  const longitude = finite(tags.longitude, 180);
  // A position of exactly 0, 0 is a GPS that had no fix, not a photo taken in the Gulf of Guinea.
  const hasPosition = latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0);
  return {
    capturedAt: time ? new Date(time.at.getTime() - (offset ?? 0) * 60_000) : null,
    capturedDay: time?.day ?? null,
    latitude: hasPosition ? latitude : null,
    longitude: hasPosition ? longitude : null,
  };
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions (haversine, on the mean Earth radius), in whole metres. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * The 64-bit difference hash of a photo, as 16 hex digits: upright, grey, shrunk to 9 × 8, each bit saying whether
 * a pixel is brighter than its right-hand neighbour. A re-saved, resized or recompressed copy of a photo keeps
 * (almost) the same hash; a different scene does not.
 */
export async function differenceHash(content: Buffer): Promise<string> {
  const pixels = await sharp(content, { limitInputPixels: 100_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col] ?? 0;
      const right = pixels[row * 9 + col + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  return hash.toString(16).padStart(16, '0');
}

/** How many of the 64 bits two difference hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff > 0n) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
