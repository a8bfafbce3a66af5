import type { PlanColumnKey, PlanSiteRow } from '@ooh/api/contract';
import type { Consolidated } from '@ooh/api/plan-math';

/**
 * What the deck worker is given: plain data, no database handle, no storage. The photos are asked for one at a
 * time as the worker reaches their pages (`index` into `sites`), so a plan of 2,000 photos is never in memory at
 * once. Shared by the route's side (deck.ts) and the worker (deck.worker.ts).
 */
export interface DeckData {
  /** ISO time the deck was asked for. */
  generatedAt: string;
  plan: {
    id: number;
    name: string;
    status: string;
    version: number;
    brief_number: string;
    campaign_name: string;
    client_name: string;
    brief_start_date: string;
    brief_end_date: string;
    /** The first row's start and the last row's end; null for a plan without sites. */
    start_date: string | null;
    end_date: string | null;
  };
  /** The columns hidden from the client: their figures are left out of the site pages and the summary. */
  hidden: PlanColumnKey[];
  sites: DeckSite[];
  summary: Consolidated;
}

export type DeckSite = Pick<
  PlanSiteRow,
  | 'site_code'
  | 'site_name'
  | 'region_name'
  | 'city_name'
  | 'location_name'
  | 'medium_name'
  | 'kind'
  | 'width_ft'
  | 'height_ft'
  | 'faces'
  | 'illuminated'
  | 'start_date'
  | 'end_date'
  | 'days'
  | 'line_type'
  | 'monthly_rate'
  | 'discount_percent'
  | 'net'
  | 'production'
  | 'total'
> & { has_photo: boolean };

/** Worker → route. */
export type DeckWorkerMessage =
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'photo'; index: number }
  | { type: 'done' };

/** Route → worker: the web copy of site `index`, or null when it has none (or its file is gone). */
export interface DeckPhotoMessage {
  type: 'photo';
  index: number;
  bytes: Uint8Array | null;
}
