import { STAFF_ROLES } from '@ooh/api';
import { NAV_ICON_NAMES } from '@ooh/ui/icon';
import { describe, expect, it } from 'vitest';
import { appRoutes, notBuiltScreen } from '../../app/screens.ts';
import { homeFor, sidebarFor } from './sidebar.ts';

const screenOf = (path: string) => appRoutes.find((route) => route.path === path)?.screen;

describe('sidebar entries and homes (issue 15)', () => {
  it.each(STAFF_ROLES)('gives every entry of the %s a kit icon and a text label', (role) => {
    for (const item of sidebarFor(role).flatMap((section) => section.items)) {
      expect(NAV_ICON_NAMES).toContain(item.icon);
      expect(item.label.trim()).not.toBe('');
    }
  });

  it('gives each entry of a section its own icon', () => {
    for (const section of sidebarFor('admin')) {
      const icons = section.items.map((item) => item.icon);
      expect(new Set(icons).size).toBe(icons.length);
    }
  });

  it('lands the editor on a working screen, and its sidebar leads only to working screens', () => {
    const home = homeFor('editor');
    expect(home).toEqual({ path: '/plan/visual-representation', label: 'Visual representation' });
    expect(screenOf(home.path)).not.toBe(notBuiltScreen);
    for (const item of sidebarFor('editor').flatMap((section) => section.items))
      expect(screenOf(item.href)).not.toBe(notBuiltScreen);
    // The editor's other working screens, reached from its home's list of waiting plans.
    expect(screenOf('/modification-pending/{brief_id}/view-plan/{plan_id}')).not.toBe(notBuiltScreen);
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'manager'))('lands the %s on a built screen', (role) => {
    expect(screenOf(homeFor(role).path)).not.toBe(notBuiltScreen);
  });
});
