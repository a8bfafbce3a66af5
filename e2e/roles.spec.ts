import { expect } from '@playwright/test';
import { type StaffRole, signIn, test } from './support.ts';

// Worked out by hand from the spec's role table (section 6), not from the app's route table: the sidebar lists
// the top-level screens a role may open, in the sidebar's section order.
const expected: Record<StaffRole, { home: string; entries: string[] }> = {
  admin: {
    home: '/dashboard',
    entries: [
      'Dashboard',
      'Briefs',
      'Plans',
      'Lost plans',
      'Pay orders',
      'Operation analyst',
      'Campaigns',
      'Visual representation',
      'Sites',
      'Competitors',
      // The lookup administration (issue 16): admin-only extension routes the spec's table does not have.
      'Mediums',
      'SEC ranges',
      'Cities',
      'Clients',
      'Users',
      // The lifecycle explorer (issue 19): an admin-only extension route.
      'Lifecycles',
      'Notifications',
    ],
  },
  key_account_manager: {
    home: '/dashboard',
    entries: [
      'Dashboard',
      'Briefs',
      'Plans',
      'Lost plans',
      'Pay orders',
      'Operation analyst',
      'Sites',
      'Competitors',
      'Notifications',
    ],
  },
  planner: {
    home: '/dashboard',
    entries: [
      'Dashboard',
      'Plans',
      'Lost plans',
      'Campaigns',
      'Visual representation',
      'Sites',
      'Competitors',
      'Notifications',
    ],
  },
  designer: { home: '/brief', entries: ['Briefs', 'Notifications'] },
  editor: { home: '/plan/visual-representation', entries: ['Visual representation'] },
  operation_analyst: { home: '/operation-analyst', entries: ['Operation analyst', 'Campaigns'] },
  manager: { home: '/client-management', entries: ['Clients'] },
};

const labels: Record<StaffRole, string> = {
  admin: 'Admin',
  key_account_manager: 'Key account manager',
  planner: 'Planner',
  designer: 'Designer',
  editor: 'Editor',
  operation_analyst: 'Operation analyst',
  manager: 'Manager',
};

for (const [role, { home, entries }] of Object.entries(expected) as Array<
  [StaffRole, (typeof expected)[StaffRole]]
>) {
  test(`${role} signs in and sees exactly its screens`, async ({ page }) => {
    await signIn(page, role);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('banner')).toContainText(labels[role]);

    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveCount(entries.length);
    for (const [index, name] of entries.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(home);
    await expect(page).toHaveURL(/\/login/);
  });
}
