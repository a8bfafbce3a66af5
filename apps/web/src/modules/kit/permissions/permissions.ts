import type { StaffRole } from '@ooh/api';
import { type LifecycleFacts, offer } from '@ooh/machines/lifecycle';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { type CallRule, type RoutePermissions, routePermissionsFor } from './route-permissions.ts';

export type { CallRule, RoutePermissions } from './route-permissions.ts';
export { routePermissionsFor } from './route-permissions.ts';

/**
 * The one answer, for the signed-in role, to the three questions screens ask: may this call be made (the
 * contract's roles), may this screen be opened (the route table's roles), may this lifecycle event happen now
 * (the machine allows it in the record's status and facts, and the role may make its call). The server checks
 * all of it again; screens ask so they never offer what would be refused.
 */
export interface Permissions extends RoutePermissions {
  mayDo<M extends AnyStateMachine>(
    endpoint: Pick<CallRule, 'auth' | 'roles'>,
    machine: M,
    status: string,
    event: EventFromLogic<M>,
    facts?: LifecycleFacts<M>,
  ): boolean;
}

export function permissionsFor(role: StaffRole | null): Permissions {
  const routes = routePermissionsFor(role);
  return {
    ...routes,
    mayDo(endpoint, machine, status, event, facts) {
      return routes.mayCall(endpoint) && offer(machine, status, event, facts).allowed;
    },
  };
}
