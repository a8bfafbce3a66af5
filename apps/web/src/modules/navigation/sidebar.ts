import type { StaffRole } from '@ooh/api';
import { ROUTES, type RouteDefinition, SIDEBAR_SECTIONS, type SidebarSection } from '@ooh/api/routes';
import type { NavIconName } from '@ooh/ui/icon';
import { routePermissionsFor } from '../kit/permissions/route-permissions.ts';

export interface SidebarItem {
  href: string;
  label: string;
  /** The table's icon names are the design system's (`SidebarIcon` must stay within `NavIconName`). */
  icon: NavIconName;
  active: boolean;
}

export interface SidebarSectionItems {
  title: SidebarSection;
  items: SidebarItem[];
}

type RouteWithEntry = RouteDefinition & { sidebar: NonNullable<RouteDefinition['sidebar']> };

function sidebarRoutes(table: readonly RouteDefinition[]): RouteWithEntry[] {
  return table
    .filter((route): route is RouteWithEntry => route.sidebar !== undefined)
    .sort(
      (a, b) =>
        SIDEBAR_SECTIONS.indexOf(a.sidebar.section) - SIDEBAR_SECTIONS.indexOf(b.sidebar.section) ||
        a.sidebar.order - b.sidebar.order,
    );
}

/** The entry a path belongs to: the longest sidebar path that is the path or a parent of it. */
function activeHref(pathname: string, entries: RouteWithEntry[]): string | null {
  let best: string | null = null;
  for (const { path } of entries) {
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/** The sidebar a role sees: the route table's entries it may open, by section, empty sections dropped. */
export function sidebarFor(
  role: StaffRole,
  pathname = '',
  table: readonly RouteDefinition[] = ROUTES,
): SidebarSectionItems[] {
  const entries = sidebarRoutes(table).filter((route) => routePermissionsFor(role).mayOpenRoute(route));
  const active = activeHref(pathname, entries);
  return SIDEBAR_SECTIONS.map((title) => ({
    title,
    items: entries
      .filter((route) => route.sidebar.section === title)
      .map((route) => ({
        href: route.path,
        label: route.sidebar.label,
        icon: route.sidebar.icon,
        active: route.path === active,
      })),
  })).filter((section) => section.items.length > 0);
}

/** A role's home: its first sidebar entry, with the entry's label ("Dashboard", "Briefs"). */
export function homeFor(
  role: StaffRole,
  table: readonly RouteDefinition[] = ROUTES,
): { path: string; label: string } {
  const first = sidebarRoutes(table).find((route) => routePermissionsFor(role).mayOpenRoute(route));
  return first
    ? { path: first.path, label: first.sidebar.label }
    : { path: '/testing', label: 'Diagnostics' };
}

/** Where a role lands after signing in (or when it opens /login signed in): its first sidebar entry. */
export function homePathFor(role: StaffRole, table: readonly RouteDefinition[] = ROUTES): string {
  return homeFor(role, table).path;
}
