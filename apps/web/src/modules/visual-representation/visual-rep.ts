import {
  type PlanSiteRow,
  VISUALREP_IMAGE_MAX_BYTES,
  VISUALREP_IMAGE_TYPES,
  VISUALREP_MESSAGES,
} from '@ooh/api';

/** What the photo inputs accept: the types the server takes (it checks the content again), `.jpeg` too. */
export const PHOTO_ACCEPT = [
  ...Object.keys(VISUALREP_IMAGE_TYPES),
  ...new Set([...Object.values(VISUALREP_IMAGE_TYPES), '.jpeg']),
].join(',');

/**
 * Why a chosen file will not do, before it is sent (the server's words, so the message is the same either way);
 * null when it may be sent. The type is the browser's guess from the name: the server decides by the content.
 */
export function photoRefusal(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return VISUALREP_MESSAGES.fileEmpty;
  if (file.size > VISUALREP_IMAGE_MAX_BYTES) return VISUALREP_MESSAGES.fileTooLarge;
  if (file.type !== '' && !(file.type in VISUALREP_IMAGE_TYPES)) return VISUALREP_MESSAGES.fileType;
  return null;
}

/** A city of the plan with its sites, in the plan's order. */
export interface CitySites {
  city_id: number;
  city_name: string;
  region_name: string;
  sites: PlanSiteRow[];
}

/**
 * The plan's rows by city, in the order the plan lists them (by city, then site code: the workbook's sheets and
 * the deck's pages follow the same order).
 */
export function sitesByCity(rows: readonly PlanSiteRow[]): CitySites[] {
  const cities = new Map<number, CitySites>();
  for (const row of rows) {
    const city = cities.get(row.city_id);
    if (city) city.sites.push(row);
    else
      cities.set(row.city_id, {
        city_id: row.city_id,
        city_name: row.city_name,
        region_name: row.region_name,
        sites: [row],
      });
  }
  return [...cities.values()];
}

/** `?plan_id=12` → 12; anything that cannot name a plan (missing, `0`, `1e3`, `abc`) → null. */
export function planIdParam(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** "3 of 5 sites have a photo" */
export function photoCountText(withPhoto: number, sites: number): string {
  if (sites === 0) return 'No sites';
  if (withPhoto === sites) return sites === 1 ? 'The site has a photo' : `All ${sites} sites have a photo`;
  return `${withPhoto} of ${sites} ${sites === 1 ? 'site has' : 'sites have'} a photo`;
}
