import type { SiteMapPoint } from '@ooh/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import SiteMap from './SiteMap.tsx';

/** The seed's mediums, by id (their colours follow the id). */
const MEDIUMS = [
  'Billboard',
  'Unipole',
  'Streetpole',
  'Bridge Panel',
  'Bus Shelter',
  'Building Wrap',
  'Mall Panel',
  'DOOH Screen',
] as const;
const CITIES = [
  { name: 'Lahore', code: 'LHE', at: [31.5204, 74.3587] },
  { name: 'Karachi', code: 'KHI', at: [24.8607, 67.0011] },
  { name: 'Islamabad', code: 'ISB', at: [33.6844, 73.0479] },
  { name: 'Faisalabad', code: 'FSD', at: [31.4504, 73.135] },
] as const;

/** A small deterministic random sequence, so every run draws the same map. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `count` sites spread around the four cities, every medium represented. */
function inventory(count: number): SiteMapPoint[] {
  const random = sequence(16);
  return Array.from({ length: count }, (_, i) => {
    const city = CITIES[i % CITIES.length] as (typeof CITIES)[number];
    const mediumId = (i % MEDIUMS.length) + 1;
    const medium = MEDIUMS[mediumId - 1] as string;
    return {
      id: i + 1,
      site_code: `${city.code}-${String(i + 1).padStart(3, '0')}`,
      site_name: `${medium}, ${city.name} ${i + 1}`,
      latitude: Number((city.at[0] + (random() - 0.5) * 0.2).toFixed(6)),
      longitude: Number((city.at[1] + (random() - 0.5) * 0.2).toFixed(6)),
      medium_id: mediumId,
      medium_name: medium,
      kind: mediumId === 8 ? 'digital' : 'conventional',
      city_name: city.name,
      status: i % 17 === 5 ? 'pending' : 'approved',
    } satisfies SiteMapPoint;
  });
}

const few: SiteMapPoint[] = [
  {
    id: 1,
    site_code: 'LHE-001',
    site_name: 'Billboard, Gulberg (facing north)',
    latitude: 31.5204,
    longitude: 74.3487,
    medium_id: 1,
    medium_name: 'Billboard',
    kind: 'conventional',
    city_name: 'Lahore',
    status: 'approved',
  },
  {
    id: 2,
    site_code: 'LHE-002',
    site_name: 'Streetpole, Mall Road',
    latitude: 31.5617,
    longitude: 74.3158,
    medium_id: 3,
    medium_name: 'Streetpole',
    kind: 'conventional',
    city_name: 'Lahore',
    status: 'approved',
  },
  {
    id: 3,
    site_code: 'LHE-003',
    site_name: 'DOOH Screen, DHA Phase 5',
    latitude: 31.4627,
    longitude: 74.4089,
    medium_id: 8,
    medium_name: 'DOOH Screen',
    kind: 'digital',
    city_name: 'Lahore',
    status: 'approved',
  },
];

/**
 * The site map on the plain background (no basemap: the test-runner's Chromium is offline). Headless Chromium draws
 * WebGL 2 in software (SwiftShader), so these stories run the real map: clusters, points, popup and picking.
 */
const meta = {
  title: 'Maps/SiteMap',
  component: SiteMap,
  args: { points: few, label: 'Sites on the map', height: 360 },
} satisfies Meta<typeof SiteMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapReady = async (canvasElement: HTMLElement) => {
  const canvas = await within(canvasElement).findByRole('region', { name: 'Sites on the map, map' });
  await expect(within(canvasElement).queryByText(/The map needs WebGL/)).not.toBeInTheDocument();
  return canvas;
};

/** 600 sites in four cities: clustered; a cluster's button zooms in to its sites. */
export const ManyPointsClustered: Story = {
  args: { points: inventory(600) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Mediums by colour' });
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(8);
    const clusters = await canvas.findAllByRole('button', { name: /sites here: zoom in$/ });
    await expect(clusters.length).toBeGreaterThan(0);
    const inView = () =>
      Number(
        /\((\d+)\)/.exec(canvas.getByRole('button', { name: /^List the sites/ }).textContent ?? '')?.[1],
      );
    await waitFor(() => expect(inView()).toBe(600));
    fireEvent.click(clusters[0] as HTMLElement);
    // Zoomed in on one cluster: fewer sites in view.
    await waitFor(() => expect(inView()).toBeLessThan(600), { timeout: 8000 });
  },
};

/**
 * A busy city counted by area (the server's cells, when more sites match than one answer carries): numbered circles
 * that count sites, not features, summed into the clusters; a circle's button zooms in. No site is listed.
 */
export const CountedByArea: Story = {
  args: {
    points: [],
    cells: [
      { latitude: 24.8605, longitude: 67.0105, sites: 12_400 },
      { latitude: 24.8615, longitude: 67.0212, sites: 9_100 },
      { latitude: 24.9103, longitude: 67.0808, sites: 640 },
      { latitude: 24.8204, longitude: 67.0307, sites: 7 },
    ],
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const circles = await canvas.findAllByRole('button', { name: /sites here: zoom in$/ });
    // However the map clusters the four cells at this zoom, the circles count their 22,147 sites.
    await waitFor(async () => {
      const shown = canvas.getAllByRole('button', { name: /sites here: zoom in$/ });
      const counted = shown.reduce(
        (sum, button) => sum + Number((button.textContent ?? '').replaceAll(',', '')),
        0,
      );
      await expect(counted).toBe(22_147);
    });
    await expect(circles.length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /^List the sites/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/No site to show/)).not.toBeInTheDocument();
  },
};

/** Three sites: each in its medium's colour; the list shows a site on the map and opens its popup. */
export const FewPoints: Story = {
  args: { onPick: fn(), pickLabel: () => 'Choose' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    fireEvent.click(await canvas.findByRole('button', { name: 'List the sites in view (3)' }));
    const list = await canvas.findByRole('list', { name: 'Sites on the map' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    fireEvent.click(canvas.getByRole('button', { name: 'Show on map: LHE-003' }));
    const popup = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.maplibregl-popup');
      if (!found) throw new Error('no popup yet');
      return found;
    });
    await expect(popup).toHaveTextContent('LHE-003 · DOOH Screen, DHA Phase 5');
    await expect(popup).toHaveTextContent('DOOH Screen · Lahore');
    await expect(within(popup).getByRole('link', { name: 'View site' })).toHaveAttribute(
      'href',
      '/site-management/view?id=3',
    );
    fireEvent.click(within(popup).getByRole('button', { name: 'Choose: LHE-003' }));
    await expect(args.onPick).toHaveBeenCalledWith(few[2]);
  },
};

/** No site: the map of Pakistan, and a word that there is nothing to show. */
export const Empty: Story = {
  args: { points: [] },
  async play({ canvasElement }) {
    await mapReady(canvasElement);
    await expect(within(canvasElement).getByText(/No site to show/)).toBeVisible();
  },
};

/** The site form's map: a click sets the coordinates (six decimals) and moves the marker. */
export const Pickable: Story = {
  args: { points: [], label: 'Sites on the map' },
  render: function PickableMap(args) {
    const [at, setAt] = useState<{ latitude: number | null; longitude: number | null }>({
      latitude: 31.5204,
      longitude: 74.3487,
    });
    return (
      <SiteMap
        {...args}
        pickable={{ ...at, onChange: (latitude, longitude) => setAt({ latitude, longitude }) }}
      />
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const region = await mapReady(canvasElement);
    await expect(canvas.getByText(/Chosen: 31\.520400, 74\.348700\./)).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('.maplibregl-marker')).not.toBeNull());
    // A click left of the marker's centre: a point west of it.
    const box = region.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 4, clientY: box.top + box.height / 2, button: 0 };
    fireEvent.mouseDown(region, at);
    fireEvent.mouseUp(region, at);
    fireEvent.click(region, at);
    await waitFor(() =>
      expect(canvas.queryByText(/Chosen: 31\.520400, 74\.348700\./)).not.toBeInTheDocument(),
    );
    const chosen = canvas.getByText(/Chosen: /).textContent ?? '';
    const [, , longitude] = /Chosen: (-?\d+\.\d+), (-?\d+\.\d+)/.exec(chosen) ?? [];
    await expect(Number(longitude)).toBeLessThan(74.3487);
  },
};

/** A browser without WebGL: the message and the list of sites, with their links. */
export const WithoutWebGL: Story = {
  beforeEach() {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind === 'webgl2' || kind === 'webgl') return null;
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
    return () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The map needs WebGL/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Sites on the map' });
    await expect(within(list).getByRole('link', { name: 'LHE-001' })).toHaveAttribute(
      'href',
      '/site-management/view?id=1',
    );
  },
};
