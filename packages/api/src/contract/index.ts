import type { AnyEndpointDefinition } from './define.ts';
import * as auth from './endpoints/auth.ts';
import * as briefs from './endpoints/briefs.ts';
import * as campaigns from './endpoints/campaigns.ts';
import * as clients from './endpoints/clients.ts';
import * as competitors from './endpoints/competitors.ts';
import * as dashboard from './endpoints/dashboard.ts';
import * as field from './endpoints/field.ts';
import * as lifecycles from './endpoints/lifecycles.ts';
import * as lookups from './endpoints/lookups.ts';
import * as payorders from './endpoints/payorders.ts';
import * as plans from './endpoints/plans.ts';
import * as sites from './endpoints/sites.ts';
import * as summaries from './endpoints/summaries.ts';
import * as system from './endpoints/system.ts';
import * as users from './endpoints/users.ts';
import * as visualrep from './endpoints/visualrep.ts';

export * from './constants.ts';
export * from './define.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/briefs.ts';
export * from './endpoints/campaigns.ts';
export * from './endpoints/clients.ts';
export * from './endpoints/competitors.ts';
export * from './endpoints/dashboard.ts';
export * from './endpoints/field.ts';
export * from './endpoints/lifecycles.ts';
export * from './endpoints/lookups.ts';
export * from './endpoints/payorders.ts';
export * from './endpoints/plans.ts';
export * from './endpoints/sites.ts';
export * from './endpoints/summaries.ts';
export * from './endpoints/system.ts';
export * from './endpoints/users.ts';
export * from './endpoints/visualrep.ts';
export * from './roles.ts';
export * from './schemas.ts';

function isEndpoint(value: unknown): value is AnyEndpointDefinition {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value
  );
}

/** Every call of the contract, in declaration order. The server registers exactly these. */
export const endpoints: readonly AnyEndpointDefinition[] = [
  auth,
  users,
  lookups,
  sites,
  dashboard,
  briefs,
  clients,
  plans,
  summaries,
  visualrep,
  payorders,
  campaigns,
  field,
  competitors,
  lifecycles,
  system,
].flatMap((module) => Object.values(module).filter(isEndpoint));
