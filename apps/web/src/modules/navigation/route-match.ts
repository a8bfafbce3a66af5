import type { StaffRole } from '@ooh/api';
import { type AppRoute, isAllowed, routes } from '../../routes.ts';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

const compiled = new Map<string, { pattern: RegExp; keys: string[] }>();

function compile(specPath: string) {
  let entry = compiled.get(specPath);
  if (!entry) {
    const keys: string[] = [];
    const source = specPath.replace(
      /\{([A-Za-z_][A-Za-z0-9_]*)\}|[.*+?^$()|[\]\\]/g,
      (token, key?: string) => {
        if (!key) return `\\${token}`;
        keys.push(key);
        return '([^/]+)';
      },
    );
    entry = { pattern: new RegExp(`^${source === '/' ? '/' : `${source}/?`}$`), keys };
    compiled.set(specPath, entry);
  }
  return entry;
}

/** The first route of the table matching a pathname (the table's order decides, as in the router). */
export function findRoute(pathname: string, table: readonly AppRoute[] = routes): RouteMatch | null {
  for (const route of table) {
    const { pattern, keys } = compile(route.specPath);
    const result = pattern.exec(pathname);
    if (!result) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      params[key] = decodeURIComponent(result[index + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}

/** Whether a role may open an app path (used to decide whether a card or a link is shown as a link). */
export function canOpenPath(path: string, role: StaffRole | null): boolean {
  const match = findRoute(path.split(/[?#]/)[0] ?? path);
  return match !== null && isAllowed(match.route, role);
}
