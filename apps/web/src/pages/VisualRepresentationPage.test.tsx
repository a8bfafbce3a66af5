import {
  fetchPlan,
  generateVisualRepExcel,
  generateVisualRepPdf,
  type StaffRole,
  uploadVisualRepImage,
  type VisualRepPhoto,
} from '@ooh/api';
import { planOf } from '@ooh/api/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { VisualRepresentationPage } from './VisualRepresentationPage.tsx';

const MB = 1024 * 1024;

let created: string[];
let revoked: string[];
let saved: { href: string; download: string }[];

/**
 * happy-dom's IntersectionObserver never reports: this one reports every observed tile in view at once, unless
 * `offscreen` is set, when it keeps them until `scrollIntoView` is called.
 */
const viewport = { offscreen: false, observers: new Set<() => void>() };
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const report = () =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    if (viewport.offscreen) viewport.observers.add(report);
    else queueMicrotask(report);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const scrollIntoView = () => {
  for (const report of viewport.observers) report();
  viewport.observers.clear();
};

beforeEach(() => {
  viewport.offscreen = false;
  viewport.observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  created = [];
  revoked = [];
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderScreen(
  path = '/plan/visual-representation?plan_id=1',
  role: StaffRole = 'planner',
  client: TestClient = testClient(),
) {
  return {
    client,
    ...renderWithApp(<VisualRepresentationPage />, { client, session: sessionFor(userOf(role)), path }),
  };
}

const plan1 = () => planOf(1);
const siteName = (row: { site_code: string; site_name: string }) => `${row.site_code} ${row.site_name}`;

function photoOf(planId: number, siteId: number): VisualRepPhoto {
  const path = `/visualrep-image/${planId}/${siteId}`;
  return {
    plan_id: planId,
    site_id: siteId,
    image_url: path,
    original_url: `${path}?variant=original`,
    content_type: 'image/png',
    width: 1,
    height: 1,
    size: 68,
    web_width: 1,
    web_height: 1,
    uploaded_by_name: 'Parveen Planner',
    uploaded_at: '2026-11-24T10:00:00.000Z',
  };
}

const png = (name = 'front.png', size?: number) =>
  new File([size ? new Uint8Array(size) : 'png'], name, { type: 'image/png' });

describe('the visual representation', () => {
  it('asks for a plan first, and the picker searches the plan lists', async () => {
    const user = userEvent.setup();
    const { location, client } = renderScreen('/plan/visual-representation');
    expect(screen.getByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Plan' });
    // Pasted: user-event's typing into Ark's combobox loses every other key under happy-dom.
    await user.click(picker);
    await user.paste('Winter');
    const option = await screen.findByRole('option', { name: new RegExp(plan1().planName) });
    await user.click(option);
    await waitFor(() => expect(location.history.at(-1)).toBe('/plan/visual-representation?plan_id=1'));
    expect(await screen.findByRole('heading', { level: 2, name: plan1().planName })).toBeInTheDocument();
    // The picker is not drawn anew under the user's hands.
    expect(screen.getByRole('combobox', { name: 'Plan' })).toBe(picker);
    expect((picker as HTMLInputElement).value).toContain(plan1().planName);
    // Every status's list, for a planner.
    expect(new Set(client.calls.map((call) => call.id))).toEqual(
      new Set([
        'fetchInprogressPlans',
        'fetchPendingPlans',
        'fetchAlterRequiredPlans',
        'fetchAlterPendingPlans',
        'fetchApprovedPlans',
        'fetchLostPlans',
        'fetchPlan',
        'fetchVisualRepImages',
      ]),
    );
  });

  it('names a plan reached by a link in the picker once it has loaded', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 2, name: plan1().planName });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Plan' }) as HTMLInputElement).value).toContain(
        plan1().planName,
      ),
    );
  });

  it('lets an editor pick from the one list an editor may read', async () => {
    const user = userEvent.setup();
    const { client } = renderScreen('/plan/visual-representation', 'editor');
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: new RegExp(planOf(4).planName) });
    // Only the one list an editor may read is asked: by the picker, and by the home's waiting plans (issue 15).
    expect([...new Set(client.calls.map((call) => call.id))]).toEqual(['fetchAlterPendingPlans']);
  });

  it('shows the sites by city, with the photos fetched with the token, and lets go of them on leaving', async () => {
    const plan = plan1();
    const [first, second] = plan.sites_list;
    db.visualRepPhotos = [photoOf(1, first!.site_id)];
    const { unmount, client } = renderScreen();
    const cities = [...new Set(plan.sites_list.map((row) => row.city_name))];
    for (const city of cities)
      expect(await screen.findByRole('heading', { level: 3, name: city })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: siteName(first!) });
    const img = await within(card).findByRole('img', { name: siteName(first!) });
    expect(img).toHaveAttribute('src', 'blob:test/1');
    expect(client.downloads).toEqual([
      {
        id: 'downloadVisualRepImage',
        options: expect.objectContaining({
          params: { plan_id: 1, site_id: first!.site_id },
          query: { variant: 'web' },
        }),
      },
    ]);
    expect(within(card).getByRole('button', { name: `Replace photo for ${siteName(first!)}` })).toBeVisible();
    const other = screen.getByRole('listitem', { name: siteName(second!) });
    expect(within(other).getByText('No photo yet')).toBeInTheDocument();
    expect(
      within(other).getByRole('button', { name: `Upload photo for ${siteName(second!)}` }),
    ).toBeVisible();
    expect(screen.getByText(/^1 of 5 sites have a photo/)).toBeInTheDocument();
    unmount();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('fetches a photo only once its tile comes near the viewport', async () => {
    viewport.offscreen = true;
    const site = plan1().sites_list[0]!;
    db.visualRepPhotos = [photoOf(1, site.site_id)];
    const { client } = renderScreen();
    const card = await screen.findByRole('listitem', { name: siteName(site) });
    expect(within(card).queryByRole('img')).toBeNull();
    expect(client.downloads).toEqual([]);
    act(scrollIntoView);
    expect(await within(card).findByRole('img', { name: siteName(site) })).toBeInTheDocument();
    expect(client.downloads).toHaveLength(1);
  });

  it('uploads a photo for a site with its plan and site, then shows it', async () => {
    const plan = plan1();
    const site = plan.sites_list[1]!;
    const user = userEvent.setup();
    const { client } = renderScreen();
    const card = await screen.findByRole('listitem', { name: siteName(site) });
    await user.upload(screen.getByTestId(`photo-input-${site.site_id}`), png());
    expect(await within(card).findByRole('img', { name: siteName(site) })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    const upload = client.calls.find((call) => call.id === 'uploadVisualRepImage');
    const body = upload?.options?.body as FormData;
    expect(body.get('plan_id')).toBe('1');
    expect(body.get('site_id')).toBe(String(site.site_id));
    expect((body.get('file') as File).name).toBe('front.png');
    expect(within(card).getByRole('button', { name: `Replace photo for ${siteName(site)}` })).toBeVisible();
    expect(screen.getByText(/^1 of 5 sites have a photo/)).toBeInTheDocument();
  });

  it('shows the progress while a photo is sent', async () => {
    answerNever(uploadVisualRepImage);
    const site = plan1().sites_list[0]!;
    const user = userEvent.setup();
    renderScreen();
    const card = await screen.findByRole('listitem', { name: siteName(site) });
    await user.upload(screen.getByTestId(`photo-input-${site.site_id}`), png());
    expect(
      await within(card).findByRole('progressbar', { name: `Sending the photo of ${siteName(site)}` }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Upload photo for ${siteName(site)}` })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('refuses a file that is not a photo or too large before sending it', async () => {
    const site = plan1().sites_list[0]!;
    // The input's accept list would hide the GIF from the file chooser; a drop or a renamed file gets past it.
    const user = userEvent.setup({ applyAccept: false });
    const { client } = renderScreen();
    const card = await screen.findByRole('listitem', { name: siteName(site) });
    const input = screen.getByTestId(`photo-input-${site.site_id}`);
    await user.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The photo must be a JPEG, PNG or WebP image',
    );
    await user.upload(input, png('huge.png', 15 * MB + 1));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The photo can be at most 15 MB');
    expect(client.calls.some((call) => call.id === 'uploadVisualRepImage')).toBe(false);
  });

  it("shows the server's refusal of a photo on its site", async () => {
    answerError(uploadVisualRepImage, 400, {
      message: 'Invalid input',
      errors: { file: 'This file could not be read as an image' },
    });
    const site = plan1().sites_list[2]!;
    const user = userEvent.setup();
    renderScreen();
    const card = await screen.findByRole('listitem', { name: siteName(site) });
    await user.upload(screen.getByTestId(`photo-input-${site.site_id}`), png());
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This file could not be read as an image',
    );
    expect(within(card).getByText('No photo yet')).toBeInTheDocument();
  });

  it('downloads the workbook of the chosen cities and the deck', async () => {
    const plan = plan1();
    const city = plan.sites_list[0]!;
    const user = userEvent.setup();
    const { client } = renderScreen();
    const cities = await screen.findByRole('combobox', { name: /Cities in the workbook/ });
    await user.click(cities);
    await user.click(await screen.findByRole('option', { name: city.city_name }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('plan.xlsx');
    expect(client.downloads.find((call) => call.id === 'generateVisualRepExcel')?.options).toMatchObject({
      params: { plan_id: 1 },
      body: { city_ids: [city.city_id] },
    });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.download).toBe('plan.pdf');
    expect(client.downloads.find((call) => call.id === 'generateVisualRepPdf')?.options).toMatchObject({
      params: { id: 1 },
    });
  });

  it('says when the deck maker is busy, and the button works again', async () => {
    answerError(
      generateVisualRepPdf,
      503,
      'The server is busy making other documents. Try again in a minute.',
      {
        once: true,
      },
    );
    const user = userEvent.setup();
    renderScreen();
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be made: The server is busy making other documents. Try again in a minute.',
    );
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByText(/The PDF could not be made/)).toBeNull();
  });

  it('shows the Excel button loading while the workbook is made', async () => {
    answerNever(generateVisualRepExcel);
    const user = userEvent.setup();
    renderScreen();
    const button = await screen.findByRole('button', { name: 'Download Excel' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  });

  it('says so when the plan has no sites', async () => {
    renderScreen('/plan/visual-representation?plan_id=8');
    expect(await screen.findByRole('heading', { name: 'No sites in this plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add sites to the plan' })).toHaveAttribute(
      'href',
      '/add-plan-sites/8',
    );
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('is loading until the plan is there', async () => {
    answerNever(fetchPlan);
    renderScreen();
    expect(await screen.findByRole('status', { name: /Loading the plan/ })).toBeInTheDocument();
  });

  it('says a plan that does not exist is not found', async () => {
    renderScreen('/plan/visual-representation?plan_id=999');
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
  });

  it("fails with the server's message, and Retry asks again", async () => {
    answerError(fetchPlan, 500, 'The plan broke', { once: true });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('The plan broke')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: plan1().planName })).toBeInTheDocument();
  });
});
