import type { StaffRole } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { homePathFor, sidebarFor } from './sidebar.ts';

/** Written out by hand from the spec's role table (section 6), not derived from the route table. */
const expected: Record<StaffRole, string[]> = {
  admin: [
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
    // Lookup administration (issue 16, extension routes).
    'Mediums',
    'SEC ranges',
    'Cities',
    'Clients',
    'Users',
    'Lifecycles',
    'Notifications',
  ],
  key_account_manager: [
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
  planner: [
    'Dashboard',
    'Plans',
    'Lost plans',
    'Campaigns',
    'Visual representation',
    'Sites',
    'Competitors',
    'Notifications',
  ],
  designer: ['Briefs', 'Notifications'],
  editor: ['Visual representation'],
  operation_analyst: ['Operation analyst', 'Campaigns'],
  manager: ['Clients'],
};

const homes: Record<StaffRole, string> = {
  admin: '/dashboard',
  key_account_manager: '/dashboard',
  planner: '/dashboard',
  designer: '/brief',
  editor: '/plan/visual-representation',
  operation_analyst: '/operation-analyst',
  manager: '/client-management',
};

const roles = Object.keys(expected) as StaffRole[];

describe('sidebar filtering per role', () => {
  it.each(roles)('%s sees exactly its entries', (role) => {
    const labels = sidebarFor(role).flatMap((section) => section.items.map((item) => item.label));
    expect(labels).toEqual(expected[role]);
  });

  it.each(roles)('%s lands on its first entry', (role) => {
    expect(homePathFor(role)).toBe(homes[role]);
  });

  it('drops sections with nothing the role may open', () => {
    expect(sidebarFor('manager').map((section) => section.title)).toEqual(['Administration']);
  });

  it('marks the entry of the current path, preferring the most specific one', () => {
    const active = (path: string) =>
      sidebarFor('admin', path)
        .flatMap((section) => section.items)
        .filter((item) => item.active)
        .map((item) => item.href);
    expect(active('/dashboard')).toEqual(['/dashboard']);
    expect(active('/plan/visual-representation')).toEqual(['/plan/visual-representation']);
    expect(active('/plan/plan-summary/4')).toEqual(['/plan']);
    expect(active('/site-management/add')).toEqual(['/site-management']);
    expect(active('/view-plan/4')).toEqual([]);
  });

  it('gives every entry its own icon, so the collapsed rail tells them apart', () => {
    const items = sidebarFor('admin').flatMap((section) => section.items);
    expect(items.filter((item) => !item.icon).map((item) => item.label)).toEqual([]);
    expect(new Set(items.map((item) => item.icon)).size).toBe(items.length);
  });
});
