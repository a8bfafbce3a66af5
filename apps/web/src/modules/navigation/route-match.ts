import { toFastifyPath } from '@ooh/api';
import { ROUTES, type RouteDefinition } from '@ooh/api/routes';
import { parse } from 'regexparam';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * `/a/{id}/b` → `/a/:id/b`: the spec's path in the router's syntax. wouter (regexparam) and Fastify read the same
 * `:name` placeholders, so this is the contract's one path-template conversion, not a second copy of it.
 */
export const toRoutePattern: (path: string) => string = toFastifyPath;

const compiled = new Map<string, { keys: string[]; pattern: RegExp }>();

/** The route's pattern as the router compiles it: wouter's default parser is regexparam's `parse`. */
function compile(path: string) {
  let entry = compiled.get(path);
  if (!entry) {
    entry = parse(toRoutePattern(path));
    compiled.set(path, entry);
  }
  return entry;
}

/**
 * The first route of the table matching a pathname, with the router's own matcher, so links, guards and the
 * router agree on what a path opens.
 */
export function findRoute(pathname: string, table: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  for (const route of table) {
    const { pattern, keys } = compile(route.path);
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
