import type { CompetitorReport, PlanColumnKey, PlanSiteRow } from '@ooh/api/contract';
import type { Consolidated } from '@ooh/api/plan-math';

/**
 * What the document worker is given and what it says back (docs/domain.md "Visual representation"): plain data,
 * no database handle, no storage. The photos are asked for one at a time as the worker reaches their site (`index`
 * into the job's sites), so a plan of 2,000 photos is never in memory at once. Shared by the request's side
 * (document-worker.ts, deck.ts, workbook.ts) and the worker (document.worker.ts, deck.layout.ts,
 * workbook.layout.ts).
 */
export type DocumentJob =
  | { kind: 'deck'; data: DeckData }
  | { kind: 'workbook'; data: WorkbookData }
  | { kind: 'competitor-report'; data: CompetitorReportData };

/**
 * A competitor report as a PDF (issue 18; docs/domain.md "Competitor reports"): the stored snapshot, the
 * competitor's logo (a PNG made on the request side: pdfkit reads no WebP) and, for the site list, each sighting's
 * photo asked for by its index in `report.sites` (`has_photo` says which have one).
 */
export interface CompetitorReportData {
  report: CompetitorReport;
  logo: DocumentPhoto | null;
  /** Per sighting of a site list, in its order: whether a photo can be asked for. */
  has_photo: boolean[];
}

export interface DeckData {
  /** ISO time the deck was asked for. */
  generatedAt: string;
  plan: {
    id: number;
    name: string;
    /** As a badge shows it: "In progress", "Accepted". */
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

export interface WorkbookData {
  planName: string;
  /** The chosen cities were named (an empty workbook then says "in the chosen cities"). */
  citiesChosen: boolean;
  hidden: PlanColumnKey[];
  /** A sheet each, in the plan's order: the plan's rows in the chosen cities. */
  cities: Array<{ city_name: string; sites: WorkbookSite[] }>;
}

/** A row of the plan; `photo` is the index to ask its photo by, null when the site has none. */
export type WorkbookSite = PlanSiteRow & { photo: number | null };

/** A photo as the worker gets it: JPEG bytes and their size in pixels. */
export interface DocumentPhoto {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Worker → request side. */
export type DocumentWorkerMessage =
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'photo'; index: number }
  | { type: 'done' };

/** Request side → worker: site `index`'s photo, or null when its file could not be read. */
export interface DocumentPhotoMessage {
  type: 'photo';
  index: number;
  photo: DocumentPhoto | null;
}

/** What a layout (deck.layout.ts, workbook.layout.ts) is given to talk to the request side. */
export interface DocumentIo {
  /** Site `index`'s photo (asked for only when it has one); null when its file is gone from the store. */
  photo(index: number): Promise<DocumentPhoto | null>;
  /** Bytes of the document, in order. */
  write(bytes: Uint8Array): void;
}
