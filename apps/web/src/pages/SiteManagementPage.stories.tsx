import { fetchApprovedSites, fetchPendingSites, previewSiteImport } from '@ooh/api';
import { defaultHandlers, mockEndpoint, mockEndpointError, siteFixtures, toSiteListItem } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { SiteManagementPage } from './SiteManagementPage.tsx';

const meta = {
  title: 'Screens/Sites/Site management',
  component: SiteManagementPage,
  decorators: [withBriefApp({ path: '/site-management' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof SiteManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on Approved: every filter, the inventory by city and code, Add site and Import sites. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('48 sites')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add site' })).toBeInTheDocument();
  },
};

/** A key account manager: the same lists, with Add site and Import sites. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/site-management' })],
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Import sites' }),
    ).toBeInTheDocument();
  },
};

/** A planner: the lists only. */
export const Planner: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/site-management' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('48 sites');
    await expect(canvas.queryByRole('link', { name: 'Add site' })).toBeNull();
  },
};

/** The sites requested from the field, with who asked and when. */
export const Requested: Story = {
  decorators: [withBriefApp({ path: '/site-management?tab=requested' })],
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('columnheader', { name: 'Requested' }),
    ).toBeInTheDocument();
  },
};

/** Filtered from the address: Karachi's digital screens. */
export const Filtered: Story = {
  decorators: [withBriefApp({ path: '/site-management?city_ids=3&medium_ids=3' })],
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(/^\d+ sites?$/)).toBeInTheDocument();
  },
};

/** The map view of the filtered sites (the map module loads only here). */
export const MapView: Story = {
  decorators: [withBriefApp({ path: '/site-management?view=map' })],
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Map of the approved sites' }),
    ).toBeInTheDocument();
  },
};

/** More sites match than the server counted: the total is a lower bound. */
export const CappedTotal: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchApprovedSites, {
        sites: siteFixtures.slice(0, 25).map(toSiteListItem),
        total: 1025,
        totalCapped: true,
      }),
    );
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('1,025+ sites')).toBeInTheDocument();
  },
};

/** The import's preview: every refused row with why; nothing is imported while one is refused. */
export const ImportReport: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(previewSiteImport, {
        rows: [
          { row: 2, site_code: 'LHE-BB-0100', site_name: 'Canal Road facing Mall', problems: [] },
          {
            row: 3,
            site_code: 'LHE-001',
            site_name: 'Liberty again',
            problems: ['The site code LHE-001 is taken by another site'],
          },
          {
            row: 4,
            site_code: 'MUX-BB-0001',
            site_name: 'Bosan Road',
            problems: ['Unknown city: Multan', 'Latitude must be between -90 and 90'],
          },
        ],
        accepted: 1,
        refused: 2,
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import sites' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Import sites' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['site_code\n'], 'sites.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(await within(dialog).findByRole('table', { name: 'Refused rows' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchApprovedSites), loadingForever(fetchPendingSites));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const none = { sites: [], total: 0, totalCapped: false };
    msw.use(mockEndpoint(fetchApprovedSites, none), mockEndpoint(fetchPendingSites, none));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No sites in the inventory yet' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchApprovedSites, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchApprovedSites.errorMessage);
  },
};
