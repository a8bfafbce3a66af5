import type { SiteMapPoint } from '@ooh/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { LazySiteMap } from './LazySiteMap.tsx';
import SiteMap from './SiteMap.tsx';
import { mediumColour } from './site-map.ts';

const points: SiteMapPoint[] = [
  {
    id: 1,
    site_code: 'LHE-001',
    site_name: 'Gulberg Billboard 1',
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
    site_code: 'KHI-002',
    site_name: 'Clifton LED 2',
    latitude: 24.8138,
    longitude: 67.0299,
    medium_id: 8,
    medium_name: 'DOOH Screen',
    kind: 'digital',
    city_name: 'Karachi',
    status: 'pending',
  },
];

// The test DOM (happy-dom) has no WebGL, as some browsers: the map says so and lists its sites instead.
describe('the site map without WebGL', () => {
  it('says the map needs WebGL and lists each site with its link, in a labelled region', async () => {
    renderWithApp(<SiteMap points={points} label="Sites on the map" />);
    const region = screen.getByRole('region', { name: 'Sites on the map' });
    expect(await within(region).findByRole('status')).toHaveTextContent(/The map needs WebGL/);
    const list = within(region).getByRole('list', { name: 'Sites on the map' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'LHE-001' })).toHaveAttribute(
      'href',
      '/site-management/view?id=1',
    );
    expect(items[0]).toHaveTextContent('Gulberg Billboard 1 · Billboard · Lahore');
    // A requested site links to the requested-site view.
    expect(within(items[1]!).getByRole('link', { name: 'KHI-002' })).toHaveAttribute(
      'href',
      '/site-management/requested-site/view?id=2',
    );
    // Nothing to show on a map that is not there.
    expect(within(region).queryByRole('button', { name: /Show on map/ })).not.toBeInTheDocument();
  });

  it('names each medium colour in the legend', async () => {
    renderWithApp(<SiteMap points={points} label="Sites on the map" />);
    const legend = screen.getByRole('list', { name: 'Mediums by colour' });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Billboard (1)', 'DOOH Screen (1)']);
    // The swatch wears the colour the map paints the medium's sites with (the DOM may give it as hex or rgb).
    const swatch = (entries[0]!.firstElementChild as HTMLElement).style.backgroundColor;
    expect([mediumColour(1), hexToRgb(mediumColour(1))]).toContain(swatch);
  });

  it("offers the pick action on each site that can be picked, in the caller's words", async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <SiteMap
        points={points}
        label="Inventory sites on the map"
        onPick={onPick}
        pickLabel={(point) => (point.id === 2 ? null : 'Choose for the plan')}
      />,
    );
    await screen.findByText(/The map needs WebGL/);
    await user.click(screen.getByRole('button', { name: 'Choose for the plan: LHE-001' }));
    expect(onPick).toHaveBeenCalledWith(points[0]);
    expect(screen.queryByRole('button', { name: /KHI-002/ })).not.toBeInTheDocument();
  });

  it('says when there is no site to show', async () => {
    renderWithApp(<SiteMap points={[]} label="Sites on the map" />);
    expect(await screen.findByText(/No site to show/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mediums by colour' })).not.toBeInTheDocument();
  });

  it('loads lazily, behind a loading frame', async () => {
    renderWithApp(<LazySiteMap points={points} label="Sites on the map" height={300} />);
    expect(await screen.findByRole('region', { name: 'Sites on the map' })).toBeInTheDocument();
    expect(await screen.findByText(/The map needs WebGL/)).toBeInTheDocument();
  });
});

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
