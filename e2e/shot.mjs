// node e2e/shot.mjs <role|none> <width> <light|dark> <outprefix> <paths…>  (BASE, WAIT, FULL=1)
import { chromium } from '@playwright/test';
const [role, width, scheme, out, ...paths] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 }, colorScheme: scheme, baseURL: base });
const page = await context.newPage();
if (role !== 'none') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${role}@demo.local`);
  await page.getByLabel('Password', { exact: true }).fill(process.env.PASSWORD ?? 'demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByRole('button', { name: /^User menu: / }).waitFor();
}
let i = 0;
for (const path of paths) {
  await page.goto(path);
  await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
  const file = `${out}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(file, path);
}
await browser.close();
