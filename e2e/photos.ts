import sharp from 'sharp';
import { exifOf, exifTime } from '../apps/server/src/test/exif.ts';

/**
 * Field photos for the journeys: a 160×120 JPEG taken now, with the EXIF GPS position given (the EXIF block is the
 * server tests' own, apps/server/src/test/exif.ts). `scene` draws coloured blocks of its own, so no run's photo is
 * a near-duplicate of an earlier one (the server flags those); without it every call draws the same picture.
 */
export async function photoAt(gps: { lat: number; lng: number }, scene?: string): Promise<Buffer> {
  const width = 160;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 3);
  if (scene === undefined) {
    for (let at = 0; at < pixels.length; at++) pixels[at] = (at * 37 + Math.floor(at / 480) * 11) % 256;
  } else {
    const block = 20;
    const random = seeded(scene);
    const colours = Array.from({ length: (width / block) * (height / block) }, () => [
      Math.floor(random() * 256),
      Math.floor(random() * 256),
      Math.floor(random() * 256),
    ]);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const colour = colours[Math.floor(y / block) * (width / block) + Math.floor(x / block)] ?? [0, 0, 0];
        pixels.set(colour, (y * width + x) * 3);
      }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(exifOf({ takenAt: exifTime(new Date()), offset: '+00:00', gps }))
    .toBuffer();
}

/** A small deterministic generator (mulberry32) seeded by a string: each scene its own picture. */
function seeded(seed: string): () => number {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    2_166_136_261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
