import { fetchPlan, type VisualRepPhoto } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  briefHandlers,
  expectLoading,
  loadingForever,
  withBriefApp,
} from '../modules/briefs/stories/story-app.tsx';
import { VisualRepresentationPage } from './VisualRepresentationPage.tsx';

/** The fake backend with photos for the first two sites of plan 1 (in progress, five sites in three cities). */
function withPhotos() {
  const db = createMockDb();
  const plan = db.plans.find((p) => p.plan_id === 1);
  db.visualRepPhotos = (plan?.sites_list ?? []).slice(0, 2).map(
    (row): VisualRepPhoto => ({
      plan_id: 1,
      site_id: row.site_id,
      image_url: `/visualrep-image/1/${row.site_id}`,
      original_url: `/visualrep-image/1/${row.site_id}?variant=original`,
      content_type: 'image/png',
      width: 1,
      height: 1,
      size: 68,
      web_width: 1,
      web_height: 1,
      uploaded_by_name: 'Parveen Planner',
      uploaded_at: '2026-11-24T10:00:00.000Z',
    }),
  );
  return defaultHandlers({ db });
}

const meta = {
  title: 'Screens/Plans/Visual representation',
  component: VisualRepresentationPage,
  decorators: [withBriefApp({ role: 'planner', path: '/plan/visual-representation?plan_id=1' })],
  beforeEach({ msw }) {
    msw.use(...withPhotos(), ...briefHandlers());
  },
} satisfies Meta<typeof VisualRepresentationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plan 1: sites by city, two with a photo, the others waiting for one; the files for the client. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Download PDF' });
    // Each photo arrives on its own (fetched with the token).
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getAllByText('No photo yet')).toHaveLength(3);
  },
};

/**
 * An editor's home, before a plan is chosen: the plans waiting after a modification (the one plan list an editor
 * reads), each to choose for its photos.
 */
export const Editor: Story = {
  decorators: [withBriefApp({ role: 'editor', path: '/plan/visual-representation' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plans waiting after a modification')).toBeInTheDocument();
  },
};

/** A plan without sites (plan 1 with its rows taken out). */
export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const db = createMockDb();
    db.plans = db.plans.map((plan) =>
      plan.plan_id === 1 ? { ...plan, sites_list: [], sites: 0, citiesArray: [] } : plan,
    );
    msw.use(...defaultHandlers({ db }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No sites in this plan' });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchPlan));
  },
};

export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchPlan, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchPlan.errorMessage);
  },
};

/**
 * Preview deck opened: the fake backend's one-page PDF drawn by pdf.js (loaded on opening). The runner's axe reads
 * the portalled dialog too (.storybook/test-runner.ts); the e2e runs axe on the open preview as well.
 */
export const DeckPreview: Story = {
  async play({ canvasElement, userEvent }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview deck' }));
    // The dialog is portalled out of the story's root.
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Deck preview' }));
    const page = await dialog.findByRole('img', { name: 'Deck page 1 of 1' }, { timeout: 10_000 });
    await waitFor(() => expect((page as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(dialog.getByText(/^1 page:/)).toBeVisible();
  },
};
