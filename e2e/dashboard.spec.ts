import { expect, test } from '@playwright/test';
import { apiGet, apiToken, signIn } from './support.ts';

type BriefCounts = { pendingBriefsCount: number; approvedBriefsCount: number; rejectedBriefsCount: number };
type PlanCounts = {
  inprogressPlansCount: number;
  pendingPlansCount: number;
  acceptedPlansCount: number;
  modificationPlansCount: number;
  rejectedPlansCount: number;
};
type Stats = Record<string, number>;

test('the dashboard shows the seeded numbers, each card linking to its list', async ({ page, baseURL }) => {
  const token = await apiToken(baseURL!, 'admin');
  const briefs = await apiGet<BriefCounts>(baseURL!, token, '/fetch-count-brief-status-wise');
  const plans = await apiGet<PlanCounts>(baseURL!, token, '/fetch-count-plan-status-wise');
  const stats = await apiGet<Stats>(baseURL!, token, '/fetch-dashboard-stats');

  const expected: Array<[string, number, string]> = [
    ['New briefs', briefs.pendingBriefsCount, '/brief'],
    ['Approved briefs', briefs.approvedBriefsCount, '/brief'],
    ['Rejected briefs', briefs.rejectedBriefsCount, '/brief'],
    ['Plans in progress', plans.inprogressPlansCount, '/plan'],
    ['Pending plans', plans.pendingPlansCount, '/plan'],
    ['Accepted plans', plans.acceptedPlansCount, '/plan'],
    ['Plans in modification', plans.modificationPlansCount, '/plan'],
    ['Lost plans', plans.rejectedPlansCount, '/lostPlan'],
    ['Total briefs', stats.totalBriefs!, '/brief'],
    ['Total plans', stats.totalPlans!, '/plan'],
    ['Active campaigns', stats.activeCampaigns!, '/campaign-management'],
    ['Completed campaigns', stats.completedCampaigns!, '/campaign-management'],
    ['Approved sites', stats.approvedSites!, '/site-management'],
    ['Pending sites', stats.pendingSites!, '/site-management'],
    ['Clients', stats.totalClients!, '/client-management'],
  ];
  for (const [, value] of expected) expect(value, 'every seeded count is non-zero').toBeGreaterThan(0);

  await signIn(page, 'admin');
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  for (const [label, value, href] of expected) {
    const card = main.getByRole('link', { name: new RegExp(`${label}\\b`) });
    await expect(card).toContainText(value.toLocaleString('en-US'));
    await expect(card).toHaveAttribute('href', new RegExp(`^${href}`));
  }

  await main.getByRole('link', { name: /New briefs/ }).click();
  await expect(page).toHaveURL(/\/brief/);
});
