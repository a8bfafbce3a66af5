import type { StaffRole } from '@ooh/api';
import type { NavIconName } from '@ooh/ui/icon';
import { type AppRoute, isAllowed, routes, SIDEBAR_SECTIONS, type SidebarSection } from '../../routes.ts';

export interface SidebarItem {
  href: string;
  label: string;
  active: boolean;
  icon?: NavIconName;
}

export interface SidebarSectionItems {
  title: SidebarSection;
  items: SidebarItem[];
}

type RouteWithEntry = AppRoute & { sidebar: NonNullable<AppRoute['sidebar']> };

function sidebarRoutes(table: readonly AppRoute[]): RouteWithEntry[] {
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
  for (const { specPath } of entries) {
    const matches = pathname === specPath || pathname.startsWith(`${specPath}/`);
    if (matches && (best === null || specPath.length > best.length)) best = specPath;
  }
  return best;
}

/** The sidebar a role sees: the route table's entries it may open, by section, empty sections dropped. */
export function sidebarFor(
  role: StaffRole,
  pathname = '',
  table: readonly AppRoute[] = routes,
): SidebarSectionItems[] {
  const entries = sidebarRoutes(table).filter((route) => isAllowed(route, role));
  const active = activeHref(pathname, entries);
  return SIDEBAR_SECTIONS.map((title) => ({
    title,
    items: entries
      .filter((route) => route.sidebar.section === title)
      .map((route) => ({
        href: route.specPath,
        label: route.sidebar.label,
        active: route.specPath === active,
        ...(route.sidebar.icon ? { icon: route.sidebar.icon } : {}),
      })),
  })).filter((section) => section.items.length > 0);
}

/** Where a role lands after signing in (or when it opens /login signed in): its first sidebar entry. */
export function homePathFor(role: StaffRole, table: readonly AppRoute[] = routes): string {
  const first = sidebarRoutes(table).find((route) => isAllowed(route, role));
  return first?.specPath ?? '/testing';
}
