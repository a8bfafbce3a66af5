import type { SiteMapCell, SiteMapPoint } from '@ooh/api';
import { href } from '@ooh/api/routes';

/**
 * The pure parts of the site map (no MapLibre here, so they load and test without WebGL): the GeoJSON the map
 * draws, each medium's colour, the points' bounds, the basemap style and the links of a site.
 */

/**
 * The medium colours: ten hues, each at least 3:1 (WCAG 1.4.11, non-text contrast) against the map's plain
 * background and the legend's surface in both themes (site-map.test.ts checks it), so one palette serves light and
 * dark mode. Colour is never the only cue: the legend names each medium and the popup and the list say it.
 */
export const MEDIUM_PALETTE = [
  '#2563eb',
  '#dc2626',
  '#059669',
  '#b45309',
  '#7c3aed',
  '#db2777',
  '#0891b2',
  '#4d7c0f',
  '#64748b',
  '#c026d3',
] as const;

/**
 * A medium's colour, by its id: the same on every screen and whatever the filters, and different for mediums
 * whose ids are fewer than ten apart (the seed's ten mediums are 1 to 10). An eleventh shares a colour; the
 * legend still names each.
 */
export function mediumColour(mediumId: number): string {
  const index = (((mediumId - 1) % MEDIUM_PALETTE.length) + MEDIUM_PALETTE.length) % MEDIUM_PALETTE.length;
  return MEDIUM_PALETTE[index] as string;
}

export type LegendEntry = { mediumId: number; name: string; colour: string; count: number };

/** The mediums among the points, by name, with their colour and how many sites each has. */
export function legendOf(points: readonly SiteMapPoint[]): LegendEntry[] {
  const byId = new Map<number, LegendEntry>();
  for (const point of points) {
    const entry = byId.get(point.medium_id);
    if (entry) entry.count += 1;
    else
      byId.set(point.medium_id, {
        mediumId: point.medium_id,
        name: point.medium_name,
        colour: mediumColour(point.medium_id),
        count: 1,
      });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.mediumId - b.mediumId);
}

/**
 * What each feature carries into the map: a site (its id, to find it again on a click, and its colour), or a cell
 * of the server's counts (`cell`, no site behind it). `sites` is how many sites a feature stands for (1 for a site),
 * summed into the clusters (the source's `clusterProperties`), so a cluster's number counts sites, not features.
 */
export type SitePointProperties = { id: number; colour: string; sites: 1 } | { cell: true; sites: number };

export type SitePointFeature = {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: SitePointProperties;
};

export type SitePointCollection = { type: 'FeatureCollection'; features: SitePointFeature[] };

/** Whether a point's coordinates are on the globe (the contract bounds them; a bad one is left off, not drawn). */
export function isOnGlobe(point: Pick<SiteMapPoint, 'latitude' | 'longitude'>): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** The points (and the cells, when the answer counted them) as GeoJSON, longitude first, for the clustered source. */
export function toGeoJSON(
  points: readonly SiteMapPoint[],
  cells: readonly SiteMapCell[] = [],
): SitePointCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...points.filter(isOnGlobe).map(
        (point): SitePointFeature => ({
          type: 'Feature',
          id: point.id,
          geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
          properties: { id: point.id, colour: mediumColour(point.medium_id), sites: 1 },
        }),
      ),
      // Cells have no site id: negative feature ids keep them apart from the sites'.
      ...cells.filter(isOnGlobe).map(
        (cell, index): SitePointFeature => ({
          type: 'Feature',
          id: -(index + 1),
          geometry: { type: 'Point', coordinates: [cell.longitude, cell.latitude] },
          properties: { cell: true, sites: cell.sites },
        }),
      ),
    ],
  };
}

/** How many sites the cells count in all. */
export function sitesInCells(cells: readonly SiteMapCell[]): number {
  return cells.reduce((sum, cell) => sum + cell.sites, 0);
}

/**
 * A fingerprint of the points (ids, places, mediums, statuses, in order): equal for the same sites, so a caller's new
 * array of the same sites (a form re-rendering) neither redraws nor refits the map. A hash, not a string of 20,000
 * sites.
 */
export function pointsKey(points: readonly SiteMapPoint[], cells: readonly SiteMapCell[] = []): string {
  let hash = 2_166_136_261;
  const mix = (value: number) => {
    hash = Math.imul(hash ^ (value | 0), 16_777_619);
    hash = Math.imul(hash ^ Math.round((value % 1) * 1e6), 16_777_619);
  };
  for (const point of points) {
    mix(point.id);
    mix(point.latitude);
    mix(point.longitude);
    mix(point.medium_id);
    mix(point.status === 'pending' ? 1 : 0);
  }
  for (const cell of cells) {
    mix(cell.sites);
    mix(cell.latitude);
    mix(cell.longitude);
  }
  return `${points.length}:${cells.length}:${hash >>> 0}`;
}

/** [[west, south], [east, north]] of the points, or null when there are none. */
export type Bounds = [[number, number], [number, number]];

/** The part of the map in view, as the map call's query gives it (degrees). */
export type MapView = { west: number; south: number; east: number; north: number };

/**
 * A view as the map call asks it: the map's bounds widened to whole thousandths of a degree (about 100 m), inside
 * the globe's limits, so that a small move asks the same view again and a query never states more precision than
 * a site's position has.
 */
export function viewOf([[west, south], [east, north]]: Bounds): MapView {
  const down = (value: number) => Math.floor(value * 1000) / 1000;
  const up = (value: number) => Math.ceil(value * 1000) / 1000;
  return {
    west: Math.max(-180, down(west)),
    south: Math.max(-90, down(south)),
    east: Math.min(180, up(east)),
    north: Math.min(90, up(north)),
  };
}

/**
 * The box around the points. One point (or several at one place) gives a box of no size; the map then centres on
 * it at `SINGLE_POINT_ZOOM` (fitBounds' maxZoom). Points on both sides of the antimeridian are not handled (the
 * inventory is in Pakistan).
 */
export function boundsOf(points: readonly Pick<SiteMapPoint, 'latitude' | 'longitude'>[]): Bounds | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    if (!isOnGlobe(point)) continue;
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
  }
  return Number.isFinite(west)
    ? [
        [west, south],
        [east, north],
      ]
    : null;
}

/** The zoom the map stops at when fitting a single point or a tight group (a street, not a building). */
export const SINGLE_POINT_ZOOM = 14;
/** Where the map looks with no points: Pakistan, whole. */
export const DEFAULT_VIEW = { center: [69.35, 30.38] as [number, number], zoom: 4.3 };

/** A site's own screen: the inventory view, or the requested-site view while it waits (the routes' `?id=`). */
export function siteViewHref(point: Pick<SiteMapPoint, 'id' | 'status'>): string {
  return point.status === 'pending'
    ? href('/site-management/requested-site/view', {}, { id: point.id })
    : href('/site-management/view', {}, { id: point.id });
}

/** The map's own colours per theme: the plain background and the ring around each point (the theme's tokens). */
export const MAP_THEME_COLOURS = {
  light: { background: '#eef0f3', ring: '#ffffff' },
  dark: { background: '#0b0d10', ring: '#0b0d10' },
} as const;
export type MapTheme = keyof typeof MAP_THEME_COLOURS;

/** The theme the page wears (ThemeRoot sets `data-theme` on the document or on a wrapper). */
export function themeOf(element: Element | null): MapTheme {
  const themed = element?.closest('[data-theme]') ?? document.documentElement;
  return themed.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export type MapEnv = { VITE_MAP_STYLE_URL?: string; VITE_MAPS_KEY?: string };

/** The style of no basemap: a plain background and nothing to fetch (offline, in tests, without configuration). */
export type PlainStyle = {
  version: 8;
  sources: Record<string, never>;
  layers: [{ id: 'background'; type: 'background'; paint: { 'background-color': string } }];
};

export function plainStyle(theme: MapTheme): PlainStyle {
  return {
    version: 8,
    sources: {},
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': MAP_THEME_COLOURS[theme].background },
      },
    ],
  };
}

/**
 * The basemap: `VITE_MAP_STYLE_URL` (a MapLibre style JSON) when set, with `VITE_MAPS_KEY` put where the URL has
 * `{key}`, or else appended as `key=` when the URL has no key of its own (MapTiler's convention); without a URL,
 * null (the plain style). A key without a URL is ignored.
 */
export function basemapStyleUrl(env: MapEnv): string | null {
  const url = env.VITE_MAP_STYLE_URL?.trim();
  if (!url) return null;
  const key = env.VITE_MAPS_KEY?.trim();
  if (!key) return url.replaceAll('{key}', '');
  if (url.includes('{key}')) return url.replaceAll('{key}', encodeURIComponent(key));
  const parsed = new URL(url, 'http://relative.invalid');
  if (parsed.searchParams.has('key')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}`;
}

/** Whether this browser can draw the map: MapLibre GL 6 needs WebGL 2. */
export function supportsWebGL2(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return typeof WebGL2RenderingContext !== 'undefined' && Boolean(canvas.getContext('webgl2'));
  } catch {
    return false;
  }
}

/** Coordinates as the form keeps them: six decimals (about 11 cm), the precision of the seed and of a GPS fix. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** "31.520400, 74.348700" */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** The points inside a box (the map's view), for the list of the sites shown. */
export function pointsWithin<T extends Pick<SiteMapPoint, 'latitude' | 'longitude'>>(
  points: readonly T[],
  bounds: Bounds,
): T[] {
  const [[west, south], [east, north]] = bounds;
  return points.filter(
    (point) =>
      isOnGlobe(point) &&
      point.latitude >= south &&
      point.latitude <= north &&
      (west <= east
        ? point.longitude >= west && point.longitude <= east
        : point.longitude >= west || point.longitude <= east),
  );
}
