import { fetchSiteMapPoints, type SiteMapPoint } from '@ooh/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { answer, testClient } from '../../../test/server.ts';
import { sessionFor, userOf } from '../../../test/session.ts';
import { NO_SITE_FILTERS } from '../site-list.ts';
import { SiteMapStatus, useSiteMapPoints, VIEW_SETTLE_MS } from './SiteMapView.tsx';

/**
 * The map itself needs WebGL, which jsdom has not: a stand-in draws what the hook hands the map, and moves as a user
 * would. (That the real map tells `onViewChange` of the user's moves, and not of its own fits, was checked in
 * Chromium on the grown database: README, the map's view.)
 */
function MapStandIn() {
  const { points, edges, onViewChange } = useSiteMapPoints('approved', '', NO_SITE_FILTERS);
  return (
    <div>
      <SiteMapStatus points={points} edges={edges} />
      <p>
        {points.data?.points.length ?? 0} points, {edges ? 'the view kept' : 'fitted to them'}
      </p>
      <button
        type="button"
        onClick={() => onViewChange({ west: 74.3, south: 31.5, east: 74.4, north: 31.6 })}
      >
        Move the map
      </button>
    </div>
  );
}

const point = (id: number, latitude: number, longitude: number): SiteMapPoint => ({
  id,
  site_code: `LHE-${id}`,
  site_name: `Board ${id}`,
  latitude,
  longitude,
  medium_id: 1,
  medium_name: 'Billboard',
  kind: 'conventional',
  city_name: 'Lahore',
  status: 'approved',
});

function mapCalls(client: ReturnType<typeof testClient>) {
  return client.calls
    .filter((call) => call.id === 'fetchSiteMapPoints')
    .map((call) => (call.options as { query: Record<string, unknown> }).query);
}

function renderMap() {
  const client = testClient();
  renderWithApp(<MapStandIn />, {
    client,
    session: sessionFor(userOf('planner')),
    path: '/site-management?view=map',
  });
  return client;
}

describe('the site map view', () => {
  it('asks for the sites in view once the user moves a map whose sites did not all come', async () => {
    answer(fetchSiteMapPoints, ({ url }) =>
      url.searchParams.has('west')
        ? { points: [point(1, 31.55, 74.35)], capped: false, cells: [] }
        : { points: [point(1, 31.55, 74.35), point(2, 31.7, 74.5)], capped: true, cells: [] },
    );
    const client = renderMap();
    expect(
      await screen.findByText(
        'The first 2 located sites are shown: zoom in on the map, or narrow the filters, to see the rest.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 points, fitted to them')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move the map' }));
    expect(await screen.findByText('1 located site in view.')).toBeInTheDocument();
    // The sites of the view the user moved to: the map stays where they put it.
    expect(screen.getByText('1 points, the view kept')).toBeInTheDocument();
    expect(mapCalls(client).at(-1)).toEqual({
      status: 'approved',
      west: 74.3,
      south: 31.5,
      east: 74.4,
      north: 31.6,
    });
  });

  it('says how many sites the cells count, then asks for the sites in view once the user moves the map', async () => {
    answer(fetchSiteMapPoints, ({ url }) =>
      url.searchParams.has('west')
        ? {
            points: [],
            capped: true,
            cells: [{ latitude: 31.55, longitude: 74.35, sites: 5_200 }],
          }
        : {
            points: [],
            capped: true,
            cells: [
              { latitude: 31.55, longitude: 74.35, sites: 9_000 },
              { latitude: 24.86, longitude: 67.01, sites: 136_404 },
            ],
          },
    );
    const client = renderMap();
    expect(
      await screen.findByText(
        '145,404 located sites, counted by area: zoom in on the map, or narrow the filters, to see each site.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 points, fitted to them')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move the map' }));
    expect(
      await screen.findByText('5,200 located sites in view, counted by area: zoom in to see each site.'),
    ).toBeInTheDocument();
    expect(mapCalls(client)).toHaveLength(2);
  });

  it('asks nothing more when every matching site is on the map already', async () => {
    answer(fetchSiteMapPoints, { points: [point(1, 31.55, 74.35)], capped: false, cells: [] });
    const client = renderMap();
    expect(await screen.findByText(/1 located site on the map/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move the map' }));
    await new Promise((resolve) => setTimeout(resolve, VIEW_SETTLE_MS + 200));
    expect(mapCalls(client)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('1 points, fitted to them')).toBeInTheDocument());
  });
});
