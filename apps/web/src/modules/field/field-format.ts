import type { CampaignSiteItem } from '@ooh/api';
import { formatCount } from '../kit/text/format-count.ts';

/**
 * A campaign site as the field screens show it: the campaign's page of sites (`fetch-single-campaign`) and the
 * field calls' answers (`update-tracker-status`, `update-execution-status`) both give one.
 */
export type FieldSite = CampaignSiteItem;

/**
 * How the field screens word a campaign site's photos and waiting work (docs/domain.md "Proof photos"). The
 * server decides every flag; these only say it in words, so a badge never relies on colour or an icon alone.
 */

/** The flags the server sets on an uploaded photo; they never block it, an admin reads them before approving. */
export interface PhotoFlags {
  flags: { far: boolean; early: boolean; duplicate: boolean };
  distance_m: number | null;
  duplicate_of: number | null;
}

let metres: Intl.NumberFormat | undefined;
let kilometres: Intl.NumberFormat | undefined;

/** `240` → `240 m`, `1840` → `1.8 km`, `12500` → `13 km`. */
export function formatDistance(distanceM: number): string {
  if (distanceM < 1000) {
    metres ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
    return `${metres.format(Math.round(distanceM))} m`;
  }
  kilometres ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
  const km = distanceM / 1000;
  return `${kilometres.format(km >= 10 ? Math.round(km) : km)} km`;
}

/**
 * A photo's flags, one sentence each, in a fixed order: "Taken 240 m from the site", "Taken before the campaign
 * start", "Same photo as #12". A far photo without a known distance (cannot happen: far is computed from it) says
 * "Taken far from the site"; a duplicate whose twin is gone says "Same photo as an earlier one".
 */
export function flagWords(image: PhotoFlags): string[] {
  const words: string[] = [];
  if (image.flags.far)
    words.push(
      image.distance_m === null
        ? 'Taken far from the site'
        : `Taken ${formatDistance(image.distance_m)} from the site`,
    );
  if (image.flags.early) words.push('Taken before the campaign start');
  if (image.flags.duplicate)
    words.push(
      image.duplicate_of === null ? 'Same photo as an earlier one' : `Same photo as #${image.duplicate_of}`,
    );
  return words;
}

/** `1` → `1 photo`, `3` → `3 photos`; any other noun likewise (`site`, `proposal`). */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`;
}

/** `0.667` → `67%` (the campaign's verified share). */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Today as the calendar date a photo documents by default (`YYYY-MM-DD`, the viewer's day). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Per-file progress (percent, by file name, as `FileUpload` shows it) of one multipart upload of `files`, from
 * the fraction of the whole body sent: the browser sends the parts in order, so a file is done once the bytes
 * before it and its own have gone. The few bytes of the other fields and the part headers are left out.
 */
export function progressByFile(files: readonly File[], fraction: number): Record<string, number> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const sent = Math.min(1, Math.max(0, fraction)) * total;
  const progress: Record<string, number> = {};
  let before = 0;
  for (const file of files) {
    const done = file.size === 0 ? (sent >= before ? 1 : 0) : (sent - before) / file.size;
    progress[file.name] = Math.round(Math.min(1, Math.max(0, done)) * 100);
    before += file.size;
  }
  return progress;
}
