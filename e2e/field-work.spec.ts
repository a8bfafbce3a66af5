import { type Browser, expect, type Page } from '@playwright/test';
import { photoAt } from './photos.ts';
import { apiGet, apiToken, type StaffRole, signIn, test } from './support.ts';

/**
 * The field work on its own screens, against the seeded running campaign: the operation analyst finds it from the
 * work queue on /operation-analyst, assigns a tracker to the site without one, proposes the next execution status
 * of another after a confirmation, and uploads a photo taken about a kilometre away, which the upload dialog says
 * in words; the admin then sees the flag on the site's page and approves the photo.
 */

type CampaignSite = {
  site_id: number;
  site_code: string;
  latitude: number | null;
  longitude: number | null;
  tracker: { name: string } | null;
  next_execution_status: { name: string } | null;
};
type SitesPage = { campaign: { brief_id: number; plan_id: number; name: string }; sites: CampaignSite[] };
type CampaignPage = { campaigns: Array<{ brief_id: number; name: string; unassigned_sites: number }> };

async function as(browser: Browser, role: StaffRole): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, role);
  return page;
}

test('the analyst assigns, proposes and uploads on the field screens; the admin approves the flagged photo', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const token = await apiToken(base, 'operation_analyst');
  // The seeded running campaign with a site still waiting for a tracker.
  // The seeded running campaign, found by what its sites hold (a spec that ran before may have started a campaign of
  // its own, newer, whose sites hold none of it): a site without a tracker and one whose next status can be proposed.
  const active = await apiGet<CampaignPage>(base, token, '/campaign-fetch/admin/appsells?page=1&limit=50');
  const sitesOf = (briefId: number) =>
    apiGet<SitesPage>(base, token, `/fetch-single-campaign/admin/appsells/${briefId}?page=1&limit=50`);
  let found: { briefId: number; before: SitesPage } | undefined;
  for (const candidate of active.campaigns.filter((c) => c.unassigned_sites > 0)) {
    const sites = await sitesOf(candidate.brief_id);
    const hasBare = sites.sites.some((s) => s.tracker === null);
    const hasProposable = sites.sites.some((s) => s.tracker !== null && s.next_execution_status !== null);
    if (hasBare && hasProposable) {
      found = { briefId: candidate.brief_id, before: sites };
      break;
    }
  }
  expect(found, 'a running campaign with a site without a tracker and one to propose for').toBeDefined();
  const { briefId, before } = found as NonNullable<typeof found>;
  const bare = before.sites.find((s) => s.tracker === null) as CampaignSite;
  const proposable = before.sites.find(
    (s) => s.next_execution_status !== null && s.tracker !== null && s.site_id !== bare.site_id,
  ) as CampaignSite & { next_execution_status: { name: string } };
  const photographed = before.sites.find(
    (s) => s.latitude !== null && s.longitude !== null && s.site_id !== proposable.site_id,
  ) as CampaignSite;

  const trackers = await apiGet<{ data: Array<{ name: string }> }>(base, token, '/admin/fetch-trackers');
  const tracker = trackers.data[0] as { name: string };

  // The analyst's home: the work queue, then the campaign.
  const analyst = await as(browser, 'operation_analyst');
  await analyst.goto('/operation-analyst');
  const waiting = analyst.getByRole('region', { name: 'Waiting for you' });
  await expect(waiting.getByRole('link', { name: /^Sites without a tracker/ })).toBeVisible();
  await analyst
    .getByRole('table', { name: 'Active campaigns' })
    .getByRole('link', { name: before.campaign.name })
    .click();
  await expect(analyst).toHaveURL(new RegExp(`/operation-analyst/${briefId}$`));
  await expect(analyst.getByRole('heading', { level: 1, name: before.campaign.name })).toBeVisible();

  // Assign a tracker to the site without one.
  const bareCard = analyst.getByRole('article', { name: new RegExp(`^${bare.site_code}`) });
  // Ark draws its own box over the native input, which then does not take the pointer itself: click through.
  await bareCard
    .getByRole('checkbox', { name: new RegExp(`Select ${bare.site_code}`) })
    .check({ force: true });
  await analyst.getByRole('button', { name: 'Assign tracker' }).click();
  const assign = analyst.getByRole('dialog', { name: 'Assign a tracker' });
  await assign.getByRole('searchbox', { name: 'Search trackers' }).fill(tracker.name);
  // The search has answered (chosen while the list redrew, a radio once moved between scrolling and clicking).
  await expect(assign.getByRole('radio', { name: new RegExp(`^(?!${tracker.name})`) })).toHaveCount(0);
  await assign.getByRole('radio', { name: new RegExp(`^${tracker.name}`) }).check({ force: true });
  await assign.getByRole('button', { name: 'Assign tracker' }).click();
  await expect(assign).toBeHidden();
  await expect(bareCard.getByText(new RegExp(`^${tracker.name}`))).toBeVisible();

  // Propose the next execution status of another site, after the confirmation.
  const next = proposable.next_execution_status.name;
  const proposeCard = analyst.getByRole('article', { name: new RegExp(`^${proposable.site_code}`) });
  await proposeCard.getByRole('button', { name: `Propose ${next} for ${proposable.site_code}` }).click();
  const confirm = analyst.getByRole('alertdialog', {
    name: `Propose “${next}” for ${proposable.site_code}?`,
  });
  await confirm.getByRole('button', { name: `Propose ${next}` }).click();
  await expect(confirm).toBeHidden();
  await expect(proposeCard.getByText(`Proposed: ${next}, awaiting approval`)).toBeVisible();

  // Upload a photo taken about 1.1 km north of a site: the dialog says so in words.
  const photoCard = analyst.getByRole('article', { name: new RegExp(`^${photographed.site_code}`) });
  await photoCard.getByRole('button', { name: `Upload photos of ${photographed.site_code}` }).click();
  const upload = analyst.getByRole('dialog', { name: 'Upload photos' });
  const jpeg = await photoAt({
    lat: (photographed.latitude as number) + 0.01,
    lng: photographed.longitude as number,
  });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'north.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  // The dialog now names what happened.
  const uploaded = analyst.getByRole('dialog', { name: '1 photo uploaded' });
  await expect(uploaded.getByText(/^Taken 1(\.\d)? km from the site$/)).toBeVisible();
  await uploaded.getByRole('button', { name: 'Done' }).click();

  // The admin sees the flag on the site's page and approves the photo.
  const admin = await as(browser, 'admin');
  await admin.goto(`/view-sites/${photographed.site_id}?plan_id=${before.campaign.plan_id}`);
  const pending = admin.getByRole('list', {
    name: new RegExp(`^Pending photos of ${photographed.site_code}`),
  });
  await expect(pending.getByText(/^Taken 1(\.\d)? km from the site$/)).toBeVisible();
  const tile = pending.getByRole('listitem').filter({ hasText: /Taken 1(\.\d)? km from the site/ });
  await tile.getByRole('checkbox').check({ force: true });
  await admin.getByRole('button', { name: 'Approve 1 photo' }).click();
  const approve = admin.getByRole('alertdialog', { name: `Approve 1 photo of ${photographed.site_code}?` });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await admin.getByRole('tab', { name: /Approved/ }).click();
  await expect(
    admin
      .getByRole('list', { name: new RegExp(`^Approved photos of ${photographed.site_code}`) })
      .getByText(/^Taken 1(\.\d)? km from the site$/),
  ).toBeVisible();
});
