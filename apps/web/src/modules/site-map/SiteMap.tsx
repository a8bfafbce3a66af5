import type { SiteMapCell, SiteMapPoint } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { visuallyHidden } from '@ooh/ui/css';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent, Marker, Popup } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The worker as a file of our own origin (the server's CSP allows workers from 'self' only, never blob:):
// MapLibre 6 would otherwise look for it beside its own module, which the bundle renames.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Callout } from '../kit/callout/Callout.tsx';
import { formatCount } from '../kit/text/format-count.ts';
import * as styles from './site-map.css.ts';
import {
  type Bounds,
  basemapStyleUrl,
  boundsOf,
  DEFAULT_VIEW,
  formatCoordinates,
  legendOf,
  MAP_THEME_COLOURS,
  type MapView,
  plainStyle,
  pointsKey,
  pointsWithin,
  roundCoordinate,
  SINGLE_POINT_ZOOM,
  siteViewHref,
  supportsWebGL2,
  themeOf,
  toGeoJSON,
  viewOf,
} from './site-map.ts';

export type SiteMapProps = {
  /** The sites to show; the map is fitted to them whenever they change (not when the same sites come again). */
  points: SiteMapPoint[];
  /**
   * Sites counted by area instead of listed (the site inventory's map when more match than one answer carries):
   * drawn as numbered circles that zoom in, with the points' clusters, and fitted to like them.
   */
  cells?: SiteMapCell[];
  /** Names the map's region (and its canvas) for screen readers: "Sites on the map". */
  label: string;
  /** The map's height in pixels (420 by default). */
  height?: number;
  /** Offers an action on a site, in its popup and in the list (the plan site table chooses it). */
  onPick?(point: SiteMapPoint): void;
  /** The action's words for a site, or null when that site cannot be picked (booked, already in the plan). */
  pickLabel?(point: SiteMapPoint): string | null;
  /**
   * Where a point's popup and list entry link to, and in which words; the inventory site's view ("View site") by
   * default. Competitor sightings (issue 18) link to their inventory site when they are one, else to nothing.
   */
  linkOf?(point: SiteMapPoint): { href: string; label: string } | null;
  /**
   * Told where the map is once the user has moved it (dragged, zoomed, keys, a cluster or "Show on map"), not when
   * the map fits itself to its points: the site inventory's map then asks for the sites in that view.
   */
  onViewChange?(view: MapView): void;
  /** New points leave the view where it is (they are the sites of the view the user moved to) instead of refitting. */
  keepView?: boolean;
  /** The site form: a click on the map sets the coordinates, a marker shows them. */
  pickable?: {
    latitude: number | null;
    longitude: number | null;
    onChange(latitude: number, longitude: number): void;
  };
};

/** At most this many sites in the list; beyond, the list asks to zoom in (or to narrow the filters). */
export const LIST_LIMIT = 100;
const SOURCE = 'sites';
const POINTS_LAYER = 'site-points';
type Engine = 'loading' | 'ready' | 'no-webgl' | 'failed';
type MapLibre = typeof import('maplibre-gl');
const defaultPickLabel = () => 'Choose';
const NO_CELLS: SiteMapCell[] = [];
const defaultLinkOf = (point: SiteMapPoint) => ({ href: siteViewHref(point), label: 'View site' });

/**
 * The site map (MapLibre GL): the points clustered (a cluster is a button that zooms in), each site a dot in its
 * medium's colour, a legend naming the colours, a popup with the site's facts and a link to its screen; in
 * `pickable` mode a click sets the coordinates. For the keyboard and screen readers: the canvas is a labelled,
 * focusable region that arrow keys pan and +/− zoom, and a list of the sites in view (toggled) gives each site's
 * link, "Show on map" and the pick action. Without WebGL the list is shown alone, with a message.
 *
 * MapLibre itself (about 300 KB gzipped) is a dynamic import of this component: it loads only when a map is
 * shown, and not at all without WebGL. Import this module with React.lazy (see LazySiteMap).
 */
export default function SiteMap({
  points: given,
  cells: givenCells = NO_CELLS,
  label,
  height = 420,
  onPick,
  pickLabel = defaultPickLabel,
  linkOf = defaultLinkOf,
  pickable,
  onViewChange,
  keepView = false,
}: SiteMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const libRef = useRef<MapLibre | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const pickMarkerRef = useRef<Marker | null>(null);
  const [popupNode] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  const [engine, setEngine] = useState<Engine>('loading');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [view, setView] = useState<Bounds | null>(null);
  const hintId = useId();
  // The same sites in a new array (the caller re-rendering) are the same points: no redraw, no refit.
  const stable = useRef({ key: '', points: given, cells: givenCells });
  const key = pointsKey(given, givenCells);
  if (stable.current.key !== key) stable.current = { key, points: given, cells: givenCells };
  const { points, cells } = stable.current;
  const listId = useId();

  // The latest props for the map's event handlers, which are bound once.
  const latest = useRef({ points, cells, pickable, onPick, onViewChange });
  latest.current = { points, cells, pickable, onPick, onViewChange };
  /** True while the map fits itself (to its points, or after a resize): those moves are not the user's. */
  const fitting = useRef(false);
  // Read when new points come (the effect below runs on the points alone).
  const keepViewRef = useRef(keepView);
  keepViewRef.current = keepView;
  /** Whether the user has moved the map since it was last fitted: a resize refits it only until then. */
  const userMoved = useRef(false);
  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const legend = useMemo(() => legendOf(points), [points]);
  const geojson = useMemo(() => toGeoJSON(points, cells), [points, cells]);

  // The map: created once MapLibre has loaded, removed with the component.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (!supportsWebGL2()) {
      setEngine('no-webgl');
      return;
    }
    let cancelled = false;
    let removeThemeWatch = () => {};
    import('maplibre-gl')
      .then((lib) => {
        if (cancelled) return;
        libRef.current = lib;
        lib.setWorkerUrl(workerUrl);
        const theme = themeOf(container);
        const styleUrl = basemapStyleUrl(import.meta.env);
        const bounds = boundsOf([...latest.current.points, ...latest.current.cells]);
        const map = new lib.Map({
          container,
          style: styleUrl ?? plainStyle(theme),
          ...(bounds
            ? { bounds, fitBoundsOptions: { padding: 40, maxZoom: SINGLE_POINT_ZOOM } }
            : { center: DEFAULT_VIEW.center, zoom: DEFAULT_VIEW.zoom }),
          attributionControl: styleUrl ? { compact: true } : false,
          // Keyboard: arrows pan, +/− zoom (MapLibre's keyboard handler, on while the canvas has the focus).
          keyboard: true,
          // A page that scrolls past the map keeps scrolling: the wheel zooms with Ctrl (or ⌘), one finger pans the page.
          cooperativeGestures: false,
          dragRotate: false,
          pitchWithRotate: false,
          locale: { 'Map.Title': `${label}, map` },
        });
        mapRef.current = map;
        map.touchZoomRotate.disableRotation();
        map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        const canvas = map.getCanvas();
        canvas.setAttribute('aria-describedby', hintId);

        // Moves before the map has loaded are its own (the first fit); `isStyleLoaded` would not do, since it is
        // false again whenever a basemap's tiles load, as they do after every user's move.
        let loaded = false;
        map.on('load', () => {
          if (cancelled) return;
          loaded = true;
          map.addSource(SOURCE, {
            type: 'geojson',
            data: toGeoJSON(latest.current.points, latest.current.cells),
            cluster: true,
            // A cluster's number is the sites it holds: a cell of the server's counts stands for many.
            clusterProperties: { sites: ['+', ['get', 'sites']] },
            clusterRadius: 48,
            clusterMaxZoom: SINGLE_POINT_ZOOM - 1,
          });
          map.addLayer({
            id: POINTS_LAYER,
            type: 'circle',
            source: SOURCE,
            filter: ['all', ['!', ['has', 'point_count']], ['!', ['has', 'cell']]],
            paint: {
              'circle-color': ['get', 'colour'],
              'circle-radius': 7,
              'circle-stroke-width': 2,
              'circle-stroke-color': MAP_THEME_COLOURS[theme].ring,
            },
          });
          map.on('click', POINTS_LAYER, (event) => {
            const id = event.features?.[0]?.properties?.id;
            if (typeof id === 'number') setSelectedId(id);
          });
          map.on('mouseenter', POINTS_LAYER, () => {
            canvas.style.cursor = 'pointer';
          });
          map.on('mouseleave', POINTS_LAYER, () => {
            canvas.style.cursor = '';
          });
          setEngine('ready');
          setView(boundsOfMap(map));
        });
        map.on('moveend', () => {
          const bounds = boundsOfMap(map);
          setView(bounds);
          if (loaded && !fitting.current) latest.current.onViewChange?.(viewOf(bounds));
        });
        // A gesture (drag, wheel, keys) carries its DOM event; the map's own moves do not.
        map.on('movestart', (event) => {
          if ('originalEvent' in event && event.originalEvent) userMoved.current = true;
        });
        // Shown at another size than it was made at (a panel opening, a phone turning): fitted again, unless moved.
        map.on('resize', () => {
          if (!userMoved.current) fitItself(map, latest.current, fitting);
        });
        map.on('error', (event) => {
          // A basemap that cannot be fetched leaves the points on a blank map: said once, in the console.
          console.warn('The map could not load a resource', event.error);
        });
        map.on('click', (event: MapMouseEvent) => {
          const pick = latest.current.pickable;
          if (!pick) return;
          if (map.queryRenderedFeatures(event.point, { layers: [POINTS_LAYER] }).length > 0) return;
          if (!Number.isFinite(event.lngLat.lat) || !Number.isFinite(event.lngLat.lng)) return;
          pick.onChange(roundCoordinate(event.lngLat.lat), roundCoordinate(event.lngLat.lng));
        });
        const clusters = new ClusterMarkers(lib, map);
        map.on('render', () => clusters.update());

        // The theme follows the page's: the plain background and the points' ring are redrawn on a switch.
        const observer = new MutationObserver(() => {
          const now = themeOf(container);
          if (!map.getStyle()) return;
          if (!styleUrl && map.getLayer('background'))
            map.setPaintProperty('background', 'background-color', MAP_THEME_COLOURS[now].background);
          if (map.getLayer(POINTS_LAYER))
            map.setPaintProperty(POINTS_LAYER, 'circle-stroke-color', MAP_THEME_COLOURS[now].ring);
        });
        observer.observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['data-theme', 'class'],
          subtree: true,
        });
        removeThemeWatch = () => observer.disconnect();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('The map could not start', error);
        setEngine('failed');
      });
    return () => {
      cancelled = true;
      removeThemeWatch();
      popupRef.current?.remove();
      popupRef.current = null;
      pickMarkerRef.current = null;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [label, hintId]);

  // New points: the source's data, and the view fitted to them (the picked location first, on the form).
  useEffect(() => {
    const map = mapRef.current;
    if (engine !== 'ready' || !map) return;
    (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(geojson);
    if (keepViewRef.current) return;
    fitItself(map, latest.current, fitting);
    userMoved.current = false;
  }, [engine, geojson]);

  // The picked location's marker (the site form).
  const pickLatitude = pickable?.latitude ?? null;
  const pickLongitude = pickable?.longitude ?? null;
  useEffect(() => {
    const map = mapRef.current;
    const lib = libRef.current;
    if (engine !== 'ready' || !map || !lib) return;
    if (pickLatitude === null || pickLongitude === null) {
      pickMarkerRef.current?.remove();
      pickMarkerRef.current = null;
      return;
    }
    if (!pickMarkerRef.current) {
      pickMarkerRef.current = new lib.Marker({ color: '#b91c1c' })
        .setLngLat([pickLongitude, pickLatitude])
        .addTo(map);
      pickMarkerRef.current.getElement().setAttribute('aria-label', 'The chosen location');
    } else {
      pickMarkerRef.current.setLngLat([pickLongitude, pickLatitude]);
    }
  }, [engine, pickLatitude, pickLongitude]);

  // The popup of the selected site; React draws its content into the popup's node.
  const selected = selectedId === null ? undefined : byId.get(selectedId);
  useEffect(() => {
    const map = mapRef.current;
    const lib = libRef.current;
    if (!map || !lib || !popupNode) return;
    if (!selected) {
      popupRef.current?.remove();
      popupRef.current = null;
      return;
    }
    const at: [number, number] = [selected.longitude, selected.latitude];
    if (!popupRef.current) {
      const popup = new lib.Popup({ closeButton: true, closeOnClick: true, maxWidth: '300px', offset: 10 });
      popup.on('close', () => {
        if (popupRef.current === popup) popupRef.current = null;
        setSelectedId(null);
      });
      popup.setDOMContent(popupNode).setLngLat(at).addTo(map);
      popupRef.current = popup;
    } else {
      popupRef.current.setLngLat(at);
    }
  }, [selected, popupNode]);

  const showOnMap = (point: SiteMapPoint) => {
    const map = mapRef.current;
    if (!map) return;
    map.easeTo({
      center: [point.longitude, point.latitude],
      zoom: Math.max(map.getZoom(), SINGLE_POINT_ZOOM + 1),
    });
    setSelectedId(point.id);
  };

  const selectedLink = selected ? linkOf(selected) : null;
  const noWebGL = engine === 'no-webgl' || engine === 'failed';
  const listed = engine === 'ready' && view ? pointsWithin(points, view) : points;
  const listShown = listOpen || noWebGL;
  const pickAction = (point: SiteMapPoint): ReactNode => {
    if (!onPick) return null;
    const words = pickLabel(point);
    return words ? (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onPick(point)}
        aria-label={`${words}: ${point.site_code}`}
      >
        {words}
      </Button>
    ) : null;
  };

  return (
    <section aria-label={label}>
      <Stack space="sm">
        {legend.length > 0 ? (
          <ul className={styles.legend} aria-label="Mediums by colour">
            {legend.map((entry) => (
              <li key={entry.mediumId} className={styles.legendItem}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: entry.colour }}
                  aria-hidden="true"
                />
                {entry.name} ({entry.count})
              </li>
            ))}
          </ul>
        ) : null}
        {noWebGL ? (
          <Callout tone="info" role="status">
            {engine === 'failed'
              ? 'The map could not start; the sites are listed below.'
              : 'The map needs WebGL, which this browser does not offer; the sites are listed below.'}
          </Callout>
        ) : null}
        <div
          ref={containerRef}
          className={styles.frame}
          style={{ height: noWebGL ? 0 : height, borderWidth: noWebGL ? 0 : undefined }}
          hidden={noWebGL}
        />
        <div id={hintId} className={noWebGL ? visuallyHidden : undefined}>
          <Text size="sm" tone="secondary">
            {pickable
              ? 'Click the map to set the location. '
              : points.length === 0 && cells.length === 0
                ? 'No site to show. '
                : 'A numbered circle holds several sites: press it to zoom in. '}
            With the map focused, the arrow keys pan and + and − zoom.
            {pickable && pickLatitude !== null && pickLongitude !== null
              ? ` Chosen: ${formatCoordinates(pickLatitude, pickLongitude)}.`
              : ''}
          </Text>
        </div>
        {points.length > 0 ? (
          <Stack space="sm">
            {noWebGL ? null : (
              <Inline space="sm" alignY="center">
                <Button size="sm" variant="secondary" onClick={() => setListOpen((open) => !open)}>
                  {listOpen ? 'Hide the list of sites' : `List the sites in view (${listed.length})`}
                </Button>
              </Inline>
            )}
            {listShown ? (
              <SiteList
                id={listId}
                points={listed}
                total={points.length}
                onShow={noWebGL ? null : showOnMap}
                pickAction={pickAction}
                linkOf={linkOf}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {popupNode && selected
        ? createPortal(
            <div>
              <p className={styles.popupTitle}>
                {selected.site_code} · {selected.site_name}
              </p>
              <p className={styles.popupFacts}>
                {selected.medium_name} · {selected.city_name}
                {selected.status === 'pending' ? ' · requested' : ''}
              </p>
              <Inline space="sm" alignY="center">
                {selectedLink ? <Link href={selectedLink.href}>{selectedLink.label}</Link> : null}
                {pickAction(selected)}
              </Inline>
            </div>,
            popupNode,
          )
        : null}
    </section>
  );
}

function SiteList({
  id,
  points,
  total,
  onShow,
  pickAction,
  linkOf,
}: {
  id: string;
  points: SiteMapPoint[];
  total: number;
  onShow: ((point: SiteMapPoint) => void) | null;
  pickAction: (point: SiteMapPoint) => ReactNode;
  linkOf: (point: SiteMapPoint) => { href: string; label: string } | null;
}) {
  const shown = points.slice(0, LIST_LIMIT);
  return (
    <Stack space="xs">
      <Text size="sm" tone="secondary">
        {points.length === 0
          ? 'No site in view: zoom out or move the map.'
          : points.length > LIST_LIMIT
            ? `The first ${LIST_LIMIT} of ${points.length} sites in view; zoom in to list the others.`
            : `${points.length} of ${total} ${total === 1 ? 'site' : 'sites'}.`}
      </Text>
      {shown.length > 0 ? (
        <ul id={id} className={styles.siteList} aria-label="Sites on the map">
          {shown.map((point) => {
            const link = linkOf(point);
            return (
              <li key={point.id} className={styles.siteListItem}>
                <span className={styles.grow}>
                  {link ? <Link href={link.href}>{point.site_code}</Link> : point.site_code} {point.site_name}
                  <span className={styles.facts}>
                    {' '}
                    · {point.medium_name} · {point.city_name}
                  </span>
                </span>
                {onShow ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onShow(point)}
                    aria-label={`Show on map: ${point.site_code}`}
                  >
                    Show on map
                  </Button>
                ) : null}
                {pickAction(point)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Stack>
  );
}

/** `fitTo`, its moves marked as the map's own (`fitting`), so they are not told as the user's view. */
function fitItself(
  map: MapLibreMap,
  what: Pick<SiteMapProps, 'points' | 'cells' | 'pickable'>,
  fitting: { current: boolean },
) {
  fitting.current = true;
  try {
    fitTo(map, what);
  } finally {
    fitting.current = false;
  }
}

/** Fits the map to the picked location (the form) or else to the points and cells; leaves it as it is with neither. */
function fitTo(map: MapLibreMap, what: Pick<SiteMapProps, 'points' | 'cells' | 'pickable'>) {
  const pick = what.pickable;
  const around =
    pick && pick.latitude !== null && pick.longitude !== null
      ? boundsOf([{ latitude: pick.latitude, longitude: pick.longitude }])
      : boundsOf([...what.points, ...(what.cells ?? [])]);
  if (around) map.fitBounds(around, { padding: 40, maxZoom: SINGLE_POINT_ZOOM, duration: 0 });
}

function boundsOfMap(map: MapLibreMap): Bounds {
  const bounds = map.getBounds();
  return [
    [bounds.getWest(), bounds.getSouth()],
    [bounds.getEast(), bounds.getNorth()],
  ];
}

/**
 * The clusters as HTML markers: a button with the number of sites, which zooms in to them; a cell of the server's
 * counts (a part of the map whose sites did not come one by one) is one too, zooming in by two levels. Counts are
 * not drawn by MapLibre (a symbol layer needs glyphs from a `glyphs` URL, a network fetch the plain style must not
 * make, and MapLibre ships no glyphs); as buttons they are also reachable with Tab and named for screen readers.
 */
class ClusterMarkers {
  private readonly shown = new Map<string, Marker>();
  private pending = false;

  constructor(
    private readonly lib: MapLibre,
    private readonly map: MapLibreMap,
  ) {}

  update() {
    if (this.pending || !this.map.getSource(SOURCE) || !this.map.isSourceLoaded(SOURCE)) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.sync();
    });
  }

  private sync() {
    if (!this.map.getSource(SOURCE)) return;
    const features = this.map.querySourceFeatures(SOURCE, {
      filter: ['any', ['has', 'point_count'], ['has', 'cell']],
    });
    const now = new Set<string>();
    for (const feature of features) {
      const properties = feature.properties as { cluster_id?: number; sites: number };
      const [longitude, latitude] = (feature.geometry as { coordinates: number[] }).coordinates as [
        number,
        number,
      ];
      const clusterId = properties.cluster_id;
      const count = properties.sites;
      // Keyed by what it shows too: after new data a cluster id can name another cluster, elsewhere, of another count.
      const key = `${clusterId ?? 'cell'}:${count}:${longitude}:${latitude}`;
      if (now.has(key)) continue;
      now.add(key);
      if (this.shown.has(key)) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.cluster;
      button.dataset.size = count >= 100 ? 'lg' : count >= 10 ? 'md' : 'sm';
      button.textContent = formatCount(count);
      button.setAttribute(
        'aria-label',
        `${formatCount(count)} ${count === 1 ? 'site' : 'sites'} here: zoom in`,
      );
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        if (clusterId === undefined)
          this.map.easeTo({ center: [longitude, latitude], zoom: this.map.getZoom() + 2 });
        else void this.zoomInto(clusterId, [longitude, latitude]);
      });
      this.shown.set(
        key,
        new this.lib.Marker({ element: button }).setLngLat([longitude, latitude]).addTo(this.map),
      );
    }
    for (const [key, marker] of this.shown) {
      if (now.has(key)) continue;
      marker.remove();
      this.shown.delete(key);
    }
  }

  private async zoomInto(clusterId: number, center: [number, number]) {
    const source = this.map.getSource(SOURCE) as GeoJSONSource | undefined;
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    this.map.easeTo({ center, zoom });
  }
}
