import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi/index.ts';
import { endpoints, fillPath, STAFF_ROLES, toFastifyPath } from './index.ts';

describe('contract', () => {
  it('declares each id and each method+path once', () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every bearer call at least one staff role, and only staff roles', () => {
    for (const e of endpoints.filter((x) => x.auth === 'bearer')) {
      expect(e.roles.length, e.id).toBeGreaterThan(0);
      for (const role of e.roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it("gives every entry a fallback message in the catalogue's wording (spec section 8)", () => {
    for (const e of endpoints) {
      expect(e.errorMessage, e.id).toMatch(
        /^(An error occurred (while|during) |Failed to |Sign-in failed$|Unexpected status code$|Image Upload Failed$)/,
      );
    }
    const byId = Object.fromEntries(endpoints.map((e) => [e.id, e.errorMessage]));
    expect(byId.fetchNewBriefs).toBe('An error occurred while fetching briefs');
    expect(byId.fetchInprogressPlans).toBe('An error occurred while fetching plans in progress');
    expect(byId.fetchApprovedPlans).toBe('An error occurred while fetching plans');
    expect(byId.fetchAllClients).toBe('Failed to fetch clients');
    expect(byId.updateBrief).toBe('An error occurred during the update');
    expect(byId.deleteBrief).toBe('Failed to delete Brief');
    expect(byId.acceptPlan).toBe('Failed to update status');
  });

  it('declares a params schema exactly when the path has placeholders', () => {
    for (const e of endpoints) expect(Boolean(e.params), e.id).toBe(e.path.includes('{'));
  });

  it('converts and fills paths', () => {
    expect(toFastifyPath('/fetch-all-cities-region-wise/{id}')).toBe('/fetch-all-cities-region-wise/:id');
    expect(fillPath('/a/{brief_id}/view-plan/{plan_id}', { brief_id: 3, plan_id: 'x y' })).toBe(
      '/a/3/view-plan/x%20y',
    );
    expect(() => fillPath('/a/{id}', {})).toThrow(/Missing path parameter "id"/);
  });

  it('generates an OpenAPI 3.1 document with every call', () => {
    const doc = buildOpenApiDocument({ version: '1.2.3' });
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
    const operations = Object.values(doc.paths).flatMap(
      (p) => Object.values(p) as Array<{ operationId: string }>,
    );
    expect(operations.map((o) => o.operationId).sort()).toEqual(endpoints.map((e) => e.id).sort());
    const login = (doc.paths['/user/login/user-appsell'] as Record<string, { requestBody: unknown }>).post;
    expect(JSON.stringify(login?.requestBody)).toContain('email');
    const accept = (doc.paths['/accept-brief-admin-appsells/{id}'] as Record<string, { responses: object }>)
      .patch;
    expect(Object.keys(accept?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409']);
  });
});
