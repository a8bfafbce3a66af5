import { fillPath } from '../contract/define.ts';
import type { AppPath } from './table.ts';

/** The `{name}` placeholders of a path template, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a path template needs: one per placeholder. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** A query string's entries; undefined and empty values are left out. */
export type HrefQuery = Record<string, string | number | undefined>;

type HrefArgs<P extends AppPath> = [PathParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: HrefQuery]
  : [params: PathParams<P>, query?: HrefQuery];

/**
 * A link to a screen: `href('/view-plan/{plan_id}', { plan_id: 7 })` → `/view-plan/7`. The path must be one of
 * the route table's and every placeholder must be given, so a link cannot point at a route that does not exist.
 */
export function href<P extends AppPath>(path: P, ...[params, query]: HrefArgs<P>): string {
  const filled = fillPath(path, params as Record<string, unknown> | undefined);
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
