/**
 * The EXIF block of a test photo, as sharp's `withExif` takes it (README, "photo tools' traps": GPS goes in IFD3,
 * the capture time in IFD2 without a zone unless `offset` is given). Shared by the server's field tests
 * (test/field-work.ts) and the end-to-end journeys (e2e/photos.ts), so both write what a phone writes.
 */

/** `31.5204` → EXIF's degrees, minutes and seconds as rationals: `31/1 31/1 1344/100`. */
export function gpsRational(value: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10_000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/10000`;
}

/** A moment as EXIF writes it, in UTC to the minute: `2026:11:26 14:05:00`. */
export function exifTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}:${pad(at.getUTCMonth() + 1)}:${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
}

export type ExifFacts = {
  /** The capture time as EXIF writes it (`exifTime`). */
  takenAt?: string | undefined;
  /** The capture time's zone (`+05:00`); without it the time has none, as many cameras write it. */
  offset?: string | undefined;
  gps?: { lat: number; lng: number } | undefined;
};

/** The IFDs for `withExif`; empty when there is nothing to write. */
export function exifOf(facts: ExifFacts): Record<string, Record<string, string>> {
  const exif: Record<string, Record<string, string>> = {};
  if (facts.takenAt)
    exif.IFD2 = {
      DateTimeOriginal: facts.takenAt,
      ...(facts.offset ? { OffsetTimeOriginal: facts.offset } : {}),
    };
  if (facts.gps)
    exif.IFD3 = {
      GPSLatitudeRef: facts.gps.lat >= 0 ? 'N' : 'S',
      GPSLatitude: gpsRational(facts.gps.lat),
      GPSLongitudeRef: facts.gps.lng >= 0 ? 'E' : 'W',
      GPSLongitude: gpsRational(facts.gps.lng),
    };
  return exif;
}
