import type { EndpointAuth, StaffRole } from '@ooh/api';
import { isAllowed } from '@ooh/api/routes';
import { type LifecycleFacts, offer } from '@ooh/machines/lifecycle';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { findRoute } from '../../navigation/route-match.ts';

/** What the permission of a call depends on: its contract entry's auth and roles. */
export interface CallRule {
  auth: EndpointAuth;
  roles: readonly StaffRole[];
}

/**
 * The one answer, for the signed-in role, to the three questions screens ask: may this call be made (the
 * contract's roles), may this screen be opened (the route table's roles), may this lifecycle event happen now
 * (the machine allows it in the record's status and facts, and the role may make its call). The server checks
 * all of it again; screens ask so they never offer what would be refused.
 */
export interface Permissions {
  role: StaffRole | null;
  mayCall(endpoint: CallRule): boolean;
  /** A route path (`/view-plan/{plan_id}`) or a link (`/view-plan/7?tab=x`). */
  mayOpen(pathOrHref: string): boolean;
  mayDo<M extends AnyStateMachine>(
    endpoint: CallRule,
    machine: M,
    status: string,
    event: EventFromLogic<M>,
    facts?: LifecycleFacts<M>,
  ): boolean;
}

export function permissionsFor(role: StaffRole | null): Permissions {
  const mayCall = (endpoint: CallRule) =>
    endpoint.auth !== 'bearer' || (role !== null && endpoint.roles.includes(role));
  return {
    role,
    mayCall,
    mayOpen(pathOrHref) {
      const match = findRoute(pathOrHref.split(/[?#]/)[0] ?? pathOrHref);
      return match !== null && isAllowed(match.route, role);
    },
    mayDo(endpoint, machine, status, event, facts) {
      return mayCall(endpoint) && offer(machine, status, event, facts).allowed;
    },
  };
}
