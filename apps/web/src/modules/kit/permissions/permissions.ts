import type { EndpointAuth, StaffRole } from '@ooh/api';
import { isAllowed, type RouteDefinition } from '@ooh/api/routes';
import { type LifecycleFacts, offer } from '@ooh/machines/lifecycle';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { findRoute } from '../../navigation/route-match.ts';

/** A contract entry as permissions read it: its auth and roles (and the words of its failure). */
export interface CallRule {
  auth: EndpointAuth;
  roles: readonly StaffRole[];
  /** The spec's fallback (section 8) when a failure carries no message of its own. */
  errorMessage: string;
}

/**
 * The one answer, for the signed-in role, to the three questions screens ask: may this call be made (the
 * contract's roles), may this screen be opened (the route table's roles), may this lifecycle event happen now
 * (the machine allows it in the record's status and facts, and the role may make its call). The server checks
 * all of it again; screens ask so they never offer what would be refused.
 */
export interface Permissions {
  role: StaffRole | null;
  mayCall(endpoint: Pick<CallRule, 'auth' | 'roles'>): boolean;
  /** A route path (`/view-plan/{plan_id}`) or a link (`/view-plan/7?tab=x`). */
  mayOpen(pathOrHref: string): boolean;
  /** A route of the table, as the router and the sidebar hold it. */
  mayOpenRoute(route: Pick<RouteDefinition, 'roles' | 'shell'>): boolean;
  mayDo<M extends AnyStateMachine>(
    endpoint: Pick<CallRule, 'auth' | 'roles'>,
    machine: M,
    status: string,
    event: EventFromLogic<M>,
    facts?: LifecycleFacts<M>,
  ): boolean;
}

export function permissionsFor(role: StaffRole | null): Permissions {
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
    mayDo(endpoint, machine, status, event, facts) {
      return mayCall(endpoint) && offer(machine, status, event, facts).allowed;
    },
  };
}
