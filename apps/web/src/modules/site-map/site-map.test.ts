import type { SiteMapPoint } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import {
  basemapStyleUrl,
  boundsOf,
  legendOf,
  MAP_THEME_COLOURS,
  MEDIUM_PALETTE,
  mediumColour,
  plainStyle,
  pointsKey,
  pointsWithin,
  roundCoordinate,
  sitesInCells,
  siteViewHref,
  toGeoJSON,
  viewOf,
} from './site-map.ts';

const point = (id: number, over: Partial<SiteMapPoint> = {}): SiteMapPoint => ({
  id,
  site_code: `LHE-${String(id).padStart(3, '0')}`,
  site_name: `Gulberg Billboard ${id}`,
  latitude: 31.5 + id / 64,
  longitude: 74.25 + id / 64,
  medium_id: 1,
  medium_name: 'Billboard',
  kind: 'conventional',
  city_name: 'Lahore',
  status: 'approved',
  ...over,
});

/** WCAG's relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('medium colours', () => {
  it("stand out at 3:1 from the map background and the legend's surface in both themes", () => {
    // The plain map's backgrounds, and the surface the legend sits on (the theme tokens' surface).
    const backgrounds = [
      MAP_THEME_COLOURS.light.background,
      MAP_THEME_COLOURS.dark.background,
      '#ffffff',
      '#171a20',
    ];
    for (const colour of MEDIUM_PALETTE)
      for (const background of backgrounds)
        expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(3);
  });

  it('gives each of ten consecutive mediums its own colour, the same whatever the filters', () => {
    const colours = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(mediumColour);
    expect(new Set(colours).size).toBe(10);
    expect(mediumColour(11)).toBe(mediumColour(1));
    expect(mediumColour(3)).toBe(MEDIUM_PALETTE[2]);
  });

  it('builds a legend of the mediums shown, by name, with their counts', () => {
    const legend = legendOf([
      point(1, { medium_id: 3, medium_name: 'Streetpole' }),
      point(2),
      point(3, { medium_id: 3, medium_name: 'Streetpole' }),
      point(4, { medium_id: 8, medium_name: 'DOOH Screen', kind: 'digital' }),
    ]);
    expect(legend).toEqual([
      { mediumId: 1, name: 'Billboard', colour: mediumColour(1), count: 1 },
      { mediumId: 8, name: 'DOOH Screen', colour: mediumColour(8), count: 1 },
      { mediumId: 3, name: 'Streetpole', colour: mediumColour(3), count: 2 },
    ]);
    expect(legendOf([])).toEqual([]);
  });
});

describe('the GeoJSON of the points', () => {
  it('puts longitude first and carries the id and the colour, leaving off points off the globe', () => {
    const collection = toGeoJSON([
      point(1),
      point(2, { medium_id: 2 }),
      point(3, { latitude: 123 }),
      point(4, { longitude: Number.NaN }),
    ]);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: 1,
        geometry: { type: 'Point', coordinates: [74.25 + 1 / 64, 31.5 + 1 / 64] },
        properties: { id: 1, colour: mediumColour(1), sites: 1 },
      },
      {
        type: 'Feature',
        id: 2,
        geometry: { type: 'Point', coordinates: [74.25 + 2 / 64, 31.5 + 2 / 64] },
        properties: { id: 2, colour: mediumColour(2), sites: 1 },
      },
    ]);
  });

  it('adds the counted cells as features of many sites, apart from the sites by their negative ids', () => {
    const cells = [
      { latitude: 24.8605, longitude: 67.0105, sites: 1_200 },
      { latitude: 124, longitude: 67, sites: 3 },
      { latitude: 24.87, longitude: 67.02, sites: 40 },
    ];
    expect(toGeoJSON([point(1)], cells).features).toEqual([
      expect.objectContaining({ id: 1, properties: { id: 1, colour: mediumColour(1), sites: 1 } }),
      {
        type: 'Feature',
        id: -1,
        geometry: { type: 'Point', coordinates: [67.0105, 24.8605] },
        properties: { cell: true, sites: 1_200 },
      },
      {
        type: 'Feature',
        id: -2,
        geometry: { type: 'Point', coordinates: [67.02, 24.87] },
        properties: { cell: true, sites: 40 },
      },
    ]);
    expect(sitesInCells(cells)).toBe(1_243);
    // New counts are new features: the map redraws and refits for them.
    expect(pointsKey([], cells)).not.toBe(pointsKey([], [{ ...cells[0]!, sites: 1_201 }, ...cells.slice(1)]));
    expect(
      pointsKey(
        [],
        cells.map((cell) => ({ ...cell })),
      ),
    ).toBe(pointsKey([], cells));
  });
});

describe('bounds', () => {
  it('box the points, west-south to east-north', () => {
    expect(
      boundsOf([
        { latitude: 24.86, longitude: 67.01 },
        { latitude: 31.52, longitude: 74.35 },
        { latitude: 33.69, longitude: 73.04 },
      ]),
    ).toEqual([
      [67.01, 24.86],
      [74.35, 33.69],
    ]);
  });

  it('are a point for one site, and null for none (or only bad coordinates)', () => {
    expect(boundsOf([{ latitude: 31.5, longitude: 74.3 }])).toEqual([
      [74.3, 31.5],
      [74.3, 31.5],
    ]);
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ latitude: Number.NaN, longitude: 74 }])).toBeNull();
  });

  it('tell which points are in view', () => {
    const inView = pointsWithin(
      [point(1), point(50), point(2)],
      [
        [74.25, 31.5],
        [74.3, 31.55],
      ],
    );
    expect(inView.map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('the fingerprint of the points', () => {
  it('is the same for the same sites in a new array, and changes with any site, place, medium or order', () => {
    const sites = [point(1), point(2), point(3)];
    expect(pointsKey([...sites])).toBe(pointsKey(sites));
    expect(pointsKey(sites.map((p) => ({ ...p })))).toBe(pointsKey(sites));
    for (const changed of [
      [point(1), point(2)],
      [point(1), point(2), point(4)],
      [point(1), point(2), point(3, { latitude: point(3).latitude + 0.000_01 })],
      [point(1), point(2), point(3, { medium_id: 2 })],
      [point(1), point(2), point(3, { status: 'pending' })],
      [point(2), point(1), point(3)],
    ])
      expect(pointsKey(changed)).not.toBe(pointsKey(sites));
    expect(pointsKey([])).toBe('0:0:2166136261');
  });
});

describe('links and coordinates', () => {
  it('link an approved site to its view and a requested one to the requested-site view, by `?id=`', () => {
    expect(siteViewHref({ id: 7, status: 'approved' })).toBe('/site-management/view?id=7');
    expect(siteViewHref({ id: 9, status: 'pending' })).toBe('/site-management/requested-site/view?id=9');
  });

  it('keep six decimals', () => {
    expect(roundCoordinate(31.520_412_345)).toBe(31.520412);
    expect(roundCoordinate(-0.000_000_4)).toBe(-0);
  });
});

describe('the basemap style', () => {
  it('is a plain background with nothing to fetch when no style URL is set', () => {
    expect(basemapStyleUrl({})).toBeNull();
    expect(basemapStyleUrl({ VITE_MAP_STYLE_URL: '  ', VITE_MAPS_KEY: 'k' })).toBeNull();
    const style = plainStyle('dark');
    expect(style.sources).toEqual({});
    expect(style.layers).toEqual([
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': MAP_THEME_COLOURS.dark.background },
      },
    ]);
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite/);
  });

  it('takes the configured URL, with the key where it says {key} or appended', () => {
    expect(basemapStyleUrl({ VITE_MAP_STYLE_URL: 'https://tiles.example/style.json' })).toBe(
      'https://tiles.example/style.json',
    );
    expect(
      basemapStyleUrl({
        VITE_MAP_STYLE_URL: 'https://tiles.example/style.json?key={key}',
        VITE_MAPS_KEY: 'a b',
      }),
    ).toBe('https://tiles.example/style.json?key=a%20b');
    expect(
      basemapStyleUrl({ VITE_MAP_STYLE_URL: 'https://tiles.example/style.json', VITE_MAPS_KEY: 'abc' }),
    ).toBe('https://tiles.example/style.json?key=abc');
    expect(
      basemapStyleUrl({ VITE_MAP_STYLE_URL: 'https://tiles.example/s.json?lang=en', VITE_MAPS_KEY: 'abc' }),
    ).toBe('https://tiles.example/s.json?lang=en&key=abc');
    expect(
      basemapStyleUrl({ VITE_MAP_STYLE_URL: 'https://tiles.example/s.json?key=own', VITE_MAPS_KEY: 'abc' }),
    ).toBe('https://tiles.example/s.json?key=own');
  });
});

describe('the view the map asks for', () => {
  it('widens the bounds to whole thousandths of a degree, inside the globe', () => {
    expect(
      viewOf([
        [74.30049, 31.50051],
        [74.39901, 31.5999],
      ]),
    ).toEqual({ west: 74.3, south: 31.5, east: 74.4, north: 31.6 });
    // A world view (zoomed right out, or wrapped round) is the globe.
    expect(
      viewOf([
        [-200, -91],
        [200, 91],
      ]),
    ).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });
});
