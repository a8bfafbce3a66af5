import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as contract from './contract/index.ts';
import {
  type ApiClient,
  BRIEF_MESSAGES,
  type Brief,
  type EndpointInput,
  type EndpointResponse,
  errorMessage,
  fetchSingleBrief,
  login,
  PLAN_COLUMNS,
} from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The modules `file` loads at run time, following relative imports; `import type` and `export type` are skipped. */
function runtimeGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ].map((match) => match[1] as string);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) runtimeGraph(resolve(dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('@ooh/api, the browser entry', () => {
  it('loads no zod and no schema module at run time', () => {
    const graph = [...runtimeGraph(resolve(here, 'index.ts'))].map((file) => file.replace(`${here}/`, ''));
    expect(graph).not.toContain('zod');
    expect(
      graph.filter((file) => file.startsWith('contract/endpoints') || file === 'contract/schemas.ts'),
    ).toEqual([]);
    expect(graph).toContain('meta/endpoints.gen.ts');
  });

  it('exports each entry as metadata, typed as the full entry', () => {
    expect(login).toMatchObject({
      id: 'login',
      method: 'POST',
      path: '/user/login/user-appsell',
      auth: 'none',
    });
    expect(login).not.toHaveProperty('body');
    expectTypeOf<EndpointResponse<typeof login>>().toEqualTypeOf<EndpointResponse<typeof contract.login>>();
    expectTypeOf<EndpointInput<typeof fetchSingleBrief>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<EndpointResponse<typeof fetchSingleBrief>['brief']>().toEqualTypeOf<Brief>();
    const call = (client: ApiClient) => {
      void client.call(login, { body: { email: 'a@b.c', password: 'x' } });
      // @ts-expect-error the body is checked against the schema's input type
      void client.call(login, { body: { email: 'a@b.c' } });
    };
    expect(call).toBeTypeOf('function');
  });

  it('carries the constants the screens need', () => {
    expect(BRIEF_MESSAGES.client).toBe('Choose a client');
    expect(PLAN_COLUMNS[0]).toEqual({ key: 'site_code', label: 'Site code' });
  });

  it("gives each entry's catalogue text to errorMessage", () => {
    expect(errorMessage(new Error('boom'), fetchSingleBrief)).toBe(
      'An error occurred while fetching the brief',
    );
    expect(
      errorMessage({ status: 404, data: { message: 'This brief does not exist.' } }, fetchSingleBrief),
    ).toBe('This brief does not exist.');
  });
});
