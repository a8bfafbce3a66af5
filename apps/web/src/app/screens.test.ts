import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { STAFF_ROLES } from '@ooh/api';
import { isAllowed, SHELL_ROLES } from '@ooh/api/routes';
import { describe, expect, it } from 'vitest';
import { findRoute, toRoutePattern } from '../modules/navigation/route-match.ts';
import { homePathFor } from '../modules/navigation/sidebar.ts';
import { appRoutes, screens } from './screens.ts';

const routes = appRoutes;

interface SpecRow {
  path: string;
  roles: string;
  notes: string;
}

/** docs/spec/routes.tsv at the repository root, found upwards from where the tests run. */
function specFile(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'docs/spec/routes.tsv'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('docs/spec/routes.tsv not found above the working directory');
    dir = parent;
  }
  return join(dir, 'docs/spec/routes.tsv');
}

/** The in-repo copy of the spec's route table. */
function specRows(): SpecRow[] {
  const text = readFileSync(specFile(), 'utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  expect(header?.split('\t').slice(0, 2)).toEqual(['path', 'roles']);
  return lines.map((line) => {
    const [path = '', roles = '', , notes = ''] = line.split('\t');
    return { path, roles, notes };
  });
}

/** Roles as a sorted, comparable string: 'public' or 'admin,planner,…'. */
function roleKey(roles: 'public' | readonly string[] | string): string {
  if (roles === 'public') return 'public';
  const list = typeof roles === 'string' ? roles.split(',') : [...roles];
  return list
    .map((role) => role.trim())
    .sort()
    .join(',');
}

function samplePath(specPath: string): string {
  let n = 0;
  return specPath.replace(/\{[^}]+\}/g, () => String(++n * 7));
}

describe('the route table against docs/spec/routes.tsv', () => {
  const rows = specRows();
  // The app's own routes (lookup administration, issue 16) are marked `extension` and left out of the comparison.
  const specRoutes = appRoutes.filter((route) => !route.extension);

  it('marks as extensions only routes the spec does not have', () => {
    const spec = new Set(rows.map((row) => row.path));
    const extensions = appRoutes.filter((route) => route.extension).map((route) => route.path);
    expect(extensions).toEqual(['/set-password', '/mediums', '/sec-ranges', '/cities', '/lifecycles']);
    for (const path of extensions) expect(spec.has(path)).toBe(false);
  });

  it('holds every route of the spec with its exact role set', () => {
    const table = new Map<string, string>(specRoutes.map((route) => [route.path, roleKey(route.roles)]));
    const missing = rows.filter((row) => table.get(row.path) !== roleKey(row.roles));
    expect(missing).toEqual([]);
  });

  it('holds no route the spec does not list, and none twice', () => {
    const spec = new Map(rows.map((row) => [row.path, roleKey(row.roles)]));
    const extra = specRoutes.filter((route) => spec.get(route.path) !== roleKey(route.roles));
    expect(extra).toEqual([]);
    expect(new Set(specRoutes.map((route) => route.path)).size).toBe(specRoutes.length);
    expect(specRoutes).toHaveLength(rows.length);
  });

  it('keeps the spec order', () => {
    expect(specRoutes.map((route) => route.path)).toEqual(rows.map((row) => row.path));
  });

  it('uses the router syntax of the spec path', () => {
    for (const route of specRoutes) expect(route.pattern).toBe(toRoutePattern(route.path));
    expect(specRoutes.find((route) => route.path === '/view-plan/{plan_id}')?.pattern).toBe(
      '/view-plan/:plan_id',
    );
  });

  it('puts exactly the public specRoutes and the attach-plan specRoutes outside the shell', () => {
    const outside = rows
      .filter((row) => row.roles === 'public' || row.notes.includes('outside the shell'))
      .map((row) => row.path);
    expect(specRoutes.filter((route) => !route.shell).map((route) => route.path)).toEqual(outside);
  });

  it('gives every route a title and a screen', () => {
    for (const route of specRoutes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(typeof route.screen.preload).toBe('function');
    }
  });
});

describe('matching paths', () => {
  it('resolves every route to itself: no route is shadowed by an earlier one', () => {
    for (const route of routes) expect(findRoute(samplePath(route.path))?.route.path).toBe(route.path);
  });

  it('tells the one-segment plan review from the two-segment one (routes.tsv note)', () => {
    expect(findRoute('/pending-plan-review/42')).toMatchObject({
      route: { path: '/pending-plan-review/{plan_id}' },
      params: { plan_id: '42' },
    });
    expect(findRoute('/pending-plan-review/3/view-plan/9')).toMatchObject({
      route: { path: '/pending-plan-review/{brief_id}/view-plan/{plan_id}' },
      params: { brief_id: '3', plan_id: '9' },
    });
  });

  it('matches a trailing slash and rejects unknown paths', () => {
    expect(findRoute('/dashboard/')?.route.path).toBe('/dashboard');
    expect(findRoute('/nowhere')).toBeNull();
    expect(findRoute('/dashboard/extra')).toBeNull();
  });
});

describe('access', () => {
  it('admits all seven staff roles to the shell, operation_analyst included (docs/domain.md)', () => {
    expect([...SHELL_ROLES].sort()).toEqual([...STAFF_ROLES].sort());
    const campaigns = routes.find((route) => route.path === '/campaign-management');
    expect(campaigns && isAllowed(campaigns, 'operation_analyst')).toBe(true);
  });

  it('lets anyone open a public route and nobody signed out open a gated one', () => {
    const login = routes.find((route) => route.path === '/login');
    const dashboard = routes.find((route) => route.path === '/dashboard');
    expect(login && isAllowed(login, null)).toBe(true);
    expect(dashboard && isAllowed(dashboard, null)).toBe(false);
    expect(dashboard && isAllowed(dashboard, 'designer')).toBe(false);
    expect(dashboard && isAllowed(dashboard, 'planner')).toBe(true);
  });

  // docs/domain.md "The shell": a role's home is its first sidebar entry, and it must be a built screen (issue 17:
  // the manager landed on the planned-screen page until client management was built).
  it.each(STAFF_ROLES)('lands the %s on a built screen after sign-in', (role) => {
    const home = homePathFor(role);
    expect(screens[home as keyof typeof screens], `${role} → ${home}`).toBeDefined();
  });
  it('lands the manager on client management, a screen a manager may open', () => {
    expect(homePathFor('manager')).toBe('/client-management');
    const route = routes.find((entry) => entry.path === '/client-management');
    expect(route && isAllowed(route, 'manager')).toBe(true);
  });
});
