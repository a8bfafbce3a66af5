import type { EndpointAuth, StaffRole } from '@ooh/api';
import { isAllowed, type RouteDefinition } from '@ooh/api/routes';
import { findRoute } from '../../navigation/route-match.ts';

/** A contract entry as permissions read it: its auth and roles (and the words of its failure). */
export interface CallRule {
  auth: EndpointAuth;
  roles: readonly StaffRole[];
  /** The spec's fallback (section 8) when a failure carries no message of its own. */
  errorMessage: string;
}

/**
 * The part of `Permissions` the router, the guards and the sidebar need: which calls and which screens. Apart
 * from `mayDo`, whose lifecycle check runs the domain machines, so the first route does not load xstate.
 */
export interface RoutePermissions {
  role: StaffRole | null;
  mayCall(endpoint: Pick<CallRule, 'auth' | 'roles'>): boolean;
  /** A route path (`/view-plan/{plan_id}`) or a link (`/view-plan/7?tab=x`). */
  mayOpen(pathOrHref: string): boolean;
  /** A route of the table, as the router and the sidebar hold it. */
  mayOpenRoute(route: Pick<RouteDefinition, 'roles' | 'shell'>): boolean;
}

export function routePermissionsFor(role: StaffRole | null): RoutePermissions {
  const mayCall = (endpoint: Pick<CallRule, 'auth' | 'roles'>) =>
    endpoint.auth !== 'bearer' || (role !== null && endpoint.roles.includes(role));
  return {
    role,
    mayCall,
    mayOpen(pathOrHref) {
      const match = findRoute(pathOrHref.split(/[?#]/)[0] ?? pathOrHref);
      return match !== null && isAllowed(match.route, role);
    },
    mayOpenRoute: (route) => isAllowed(route, role),
  };
}
