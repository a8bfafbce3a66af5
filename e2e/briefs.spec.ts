import { type Browser, expect, type Page } from '@playwright/test';
import { apiGet, apiToken, type StaffRole, signIn, test } from './support.ts';

type BriefCounts = { pendingBriefsCount: number; approvedBriefsCount: number; rejectedBriefsCount: number };
type BriefPage = { briefs: Array<{ id: number; campaign_name: string; status: string }>; total: number };

/** A one-page PDF: what a KAM would upload as the client's brief. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function as(browser: Browser, role: StaffRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

async function chooseClient(page: Page, search: string, company: string) {
  await page.getByRole('combobox', { name: /^Client/ }).fill(search);
  await page.getByRole('option', { name: company }).click();
}

async function chooseOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const list = page.getByRole('listbox', { name: new RegExp(`^${label}`) });
  for (const option of options) await list.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function typeDate(page: Page, label: 'Start date' | 'End date', date: string) {
  const input = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await input.click();
  await input.pressSequentially(date);
  await input.press('Enter');
}

async function typeBudget(page: Page, amount: string) {
  const input = page.getByRole('spinbutton', { name: /^Budget/ });
  await input.fill('');
  await input.pressSequentially(amount, { delay: 20 });
}

/** The count a brief tab shows next to its name. */
function tab(page: Page, name: 'New' | 'Approved' | 'Rejected') {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

/** Finds a brief in a tab by searching for its campaign name, and opens its review. */
async function openFromList(page: Page, tabName: 'New' | 'Approved' | 'Rejected', campaign: string) {
  await page.goto('/brief');
  await tab(page, tabName).click();
  await page.getByRole('searchbox').fill(campaign);
  // Clicked once the search has answered: a row of the unfiltered page is replaced by a skeleton while it loads.
  await expect(page.getByText(/^1 of \d+ .+ match$/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(campaign) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Brief BR-/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(campaign);
}

test('a KAM briefs by form and by file; a designer accepts one and rejects the other; the KAM resubmits', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5);
  const byForm = `Winter launch ${stamp}`;
  const byFile = `Spring tender ${stamp}`;
  const token = await apiToken(baseURL!, 'admin');
  const counts = () => apiGet<BriefCounts>(baseURL!, token, '/fetch-count-brief-status-wise');
  const before = await counts();

  // The key account manager types one brief into the form…
  const kam = await as(browser, 'key_account_manager');
  await kam.goto('/brief');
  await kam.getByRole('link', { name: 'Create brief', exact: true }).click();
  await expect(kam).toHaveURL(/\/create-brief$/);
  await chooseClient(kam, 'Karakoram', 'Karakoram Telecom');
  await kam.getByRole('textbox', { name: /^Campaign name/ }).fill(byForm);
  await kam.getByRole('textbox', { name: /^Objective/ }).fill('Awareness for the new prepaid bundle.');
  await typeDate(kam, 'Start date', '01/12/2026');
  await typeDate(kam, 'End date', '31/12/2026');
  await typeBudget(kam, '2500000');
  await chooseOptions(kam, 'Regions', ['Punjab']);
  await chooseOptions(kam, 'Cities', ['Lahore']);
  await chooseOptions(kam, 'Mediums', ['Billboard']);
  await kam.getByRole('button', { name: 'Create brief' }).click();
  await expect(kam).toHaveURL(/\/brief-review-form\/\d+$/);
  await expect(kam.getByRole('main')).toContainText(byForm);
  await expect(kam.getByRole('main')).toContainText('Karakoram Telecom');
  await expect(kam.getByRole('main')).toContainText('Lahore');

  // …and uploads the other as a document.
  await kam.goto('/brief');
  await kam.getByRole('link', { name: 'Create brief from a file' }).click();
  await expect(kam).toHaveURL(/\/create-brief-by-file$/);
  await kam.locator('input[type="file"]').setInputFiles({
    name: 'spring-tender.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await chooseClient(kam, 'Ravi', 'Ravi Textiles');
  await kam.getByRole('textbox', { name: /^Campaign name/ }).fill(byFile);
  await typeDate(kam, 'Start date', '01/02/2027');
  await typeDate(kam, 'End date', '28/02/2027');
  await typeBudget(kam, '1800000');
  await kam.getByRole('button', { name: 'Create brief' }).click();
  await expect(kam).toHaveURL(/\/brief-review-file\/\d+$/);
  await expect(kam.getByRole('main')).toContainText('spring-tender.pdf');

  await expect.poll(counts).toEqual({ ...before, pendingBriefsCount: before.pendingBriefsCount + 2 });

  // The designer sees both in New, accepts the form brief…
  const designer = await as(browser, 'designer');
  await expect(tab(designer, 'New')).toContainText(String(before.pendingBriefsCount + 2));
  await openFromList(designer, 'New', byForm);
  await designer.getByRole('button', { name: 'Accept' }).click();
  await designer.getByRole('alertdialog').getByRole('button', { name: 'Accept brief' }).click();
  await expect(designer.getByRole('main')).toContainText(/approved/i);

  // …and rejects the file brief, which needs a reason.
  await openFromList(designer, 'New', byFile);
  await designer.getByRole('button', { name: 'Reject' }).click();
  const dialog = designer.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Reject brief' }).click();
  await expect(dialog).toContainText('Enter a reason to continue.');
  const reason = 'The budget does not cover February in three cities.';
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: 'Reject brief' }).click();
  await expect(dialog).toBeHidden();
  await expect(designer.getByRole('main')).toContainText(reason);

  await expect.poll(counts).toEqual({
    pendingBriefsCount: before.pendingBriefsCount,
    approvedBriefsCount: before.approvedBriefsCount + 1,
    rejectedBriefsCount: before.rejectedBriefsCount + 1,
  });
  await designer.goto('/brief');
  await expect(tab(designer, 'New')).toContainText(String(before.pendingBriefsCount));
  await expect(tab(designer, 'Approved')).toContainText(String(before.approvedBriefsCount + 1));
  await expect(tab(designer, 'Rejected')).toContainText(String(before.rejectedBriefsCount + 1));
  await tab(designer, 'Approved').click();
  await designer.getByRole('searchbox').fill(byForm);
  await expect(designer.getByRole('row', { name: new RegExp(byForm) })).toBeVisible();

  // The KAM finds the rejected brief, updates it, and it is back in New.
  await openFromList(kam, 'Rejected', byFile);
  await expect(kam.getByRole('main')).toContainText(reason);
  await kam.getByRole('link', { name: 'Update brief' }).click();
  await expect(kam).toHaveURL(/\/update-brief-by-file\/\d+$/);
  await typeBudget(kam, '2400000');
  await kam.getByRole('button', { name: 'Save and resubmit' }).click();
  await expect(kam).toHaveURL(/\/brief-review-file\/\d+$/);

  await expect.poll(counts).toEqual({
    pendingBriefsCount: before.pendingBriefsCount + 1,
    approvedBriefsCount: before.approvedBriefsCount + 1,
    rejectedBriefsCount: before.rejectedBriefsCount,
  });
  const pending = await apiGet<BriefPage>(
    baseURL!,
    token,
    `/fetch-all-briefs-admin?search=${encodeURIComponent(byFile)}`,
  );
  expect(pending.briefs.map((b) => b.campaign_name)).toEqual([byFile]);
  await kam.goto('/brief');
  await tab(kam, 'New').click();
  await kam.getByRole('searchbox').fill(byFile);
  await expect(kam.getByRole('row', { name: new RegExp(byFile) })).toBeVisible();
});
