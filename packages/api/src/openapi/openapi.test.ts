import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, PASSWORD_TOKEN_HEADER, STAFF_ROLES } from '../contract/index.ts';
import { buildOpenApiDocument } from './index.ts';

/**
 * The API document checked as an integrator uses it (issue 19): Redocly's linter accepts it, a client generated from
 * it type-checks, and every operation says who may call it, what it answers on error, and shows examples that its own
 * schemas accept. The server serves this same document at /api/openapi.json, and its contract test validates the
 * served copy with swagger-parser and checks it equals this one (apps/server/src/http/contract.test.ts): these
 * checks run once here, not once per database in the server's suites.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  'x-roles'?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; schema: Json; example?: unknown }>;
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Json; example?: unknown }> }>;
}

/** The linter, the examples and the compiler take a few seconds of CPU each; more on a busy CI machine. */
const SLOW = { timeout: 120_000 };

let document: Json & { paths: Record<string, Record<string, Operation>>; components: { schemas: Json } };
let source: string;

beforeAll(() => {
  // As served: JSON text.
  source = JSON.stringify(buildOpenApiDocument({ version: '1.0.0' }));
  document = JSON.parse(source);
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the served API document', () => {
  it("passes Redocly's recommended rules with no error and no warning", SLOW, async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The spec's own paths (product spec section 5) end in a slash in six calls; clients call them so.
        'no-path-trailing-slash': 'off',
        // A private API: no licence to name.
        'info-license': 'off',
      },
    });
    const problems = await lintFromString({ source, absoluteRef: '/api/openapi.json', config });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('uses 3.1 schemas only: null as a type, numeric exclusive bounds, no OpenAPI 3.0 keywords', () => {
    // Where 3.0's forms appear (issue 19 counted 130 `nullable`, 55 boolean `exclusiveMinimum`), by JSON pointer.
    const found: string[] = [];
    const walk = (value: unknown, pointer: string) => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, each] of Object.entries(value)) {
        const at = `${pointer}/${key}`;
        if (key === 'nullable' || key === '$schema' || key === 'definitions') found.push(at);
        if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof each === 'boolean')
          found.push(at);
        if (key === '$ref' && typeof each === 'string' && !each.startsWith('#/components/schemas/'))
          found.push(`${at} → ${each}`);
        walk(each, at);
      }
    };
    walk(document, '#');
    expect(found).toEqual([]);
  });

  it('gives every operation a summary, its roles, its security and its error answers', () => {
    expect(
      operations()
        .map((o) => o.operation.operationId)
        .sort(),
    ).toEqual(endpoints.map((e) => e.id).sort());
    for (const endpoint of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Operation;
      const id = endpoint.id;
      expect(operation.summary, id).toBeTruthy();
      const statuses = Object.keys(operation.responses);
      expect(statuses, id).toContain('400');
      if (endpoint.auth === 'bearer') {
        expect(operation['x-roles'], id).toEqual([...endpoint.roles]);
        expect(operation.description, id).toContain(`**Roles:** ${endpoint.roles.join(', ')}.`);
        expect(operation.security, id).toEqual([{ bearer: [] }]);
        expect(statuses, id).toEqual(expect.arrayContaining(['401', '403']));
      } else if (endpoint.auth === 'password-token') {
        expect(operation.security, id).toEqual([{ passwordToken: [] }]);
        expect(statuses, id).toContain('401');
      } else if (endpoint.auth === 'metrics-token') {
        expect(operation.security, id).toEqual([{ metricsToken: [] }]);
        expect(statuses, id).toContain('401');
      } else {
        expect(operation.security, id).toEqual([]);
        expect(statuses, id).not.toContain('401');
      }
      if (endpoint.path.includes('{')) expect(statuses, id).toContain('404');
      if (endpoint.lifecycle) expect(statuses, id).toContain('409');
      if (endpoint.rateLimited) expect(statuses, id).toContain('429');
      for (const status of statuses.filter((s) => s >= '400'))
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${id} ${status}`).toEqual(
          {
            $ref: '#/components/schemas/ErrorResponse',
          },
        );
    }
    expect(document.components).toMatchObject({
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        passwordToken: { type: 'apiKey', in: 'header', name: PASSWORD_TOKEN_HEADER },
        metricsToken: { type: 'http', scheme: 'bearer' },
      },
    });
    // Every staff role appears somewhere (the roles are the contract's, not a copy).
    expect(new Set(operations().flatMap((o) => o.operation['x-roles'] ?? []))).toEqual(new Set(STAFF_ROLES));
  });

  it('describes uploads as multipart/form-data with binary file parts, and downloads and text answers by their content types', () => {
    for (const endpoint of endpoints.filter((e) => e.multipart)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Operation;
      const form = operation.requestBody?.content['multipart/form-data'];
      const field = endpoint.files?.field as string;
      const part = (form?.schema.properties as Record<string, Json> | undefined)?.[field] ?? {};
      const file = (part.type === 'array' ? part.items : part) as Json;
      expect(file, endpoint.id).toMatchObject({ type: 'string', format: 'binary' });
      expect(operation.requestBody?.content['application/json'], endpoint.id).toBeUndefined();
    }
    const types = (id: string) => {
      const operation = operations().find((o) => o.operation.operationId === id)?.operation;
      return Object.keys(operation?.responses['200']?.content ?? {}).sort();
    };
    expect(types('generateVisualRepPdf')).toEqual(['application/pdf']);
    expect(types('generateVisualRepExcel')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(types('downloadSitePhoto')).toEqual(['image/jpeg']);
    expect(types('downloadBriefAttachment')).toContain('application/pdf');
    expect(types('openNotificationStream')).toEqual(['text/event-stream']);
    // The metrics: Prometheus text (the full type, with its version, in the schema's description).
    expect(types('metrics')).toEqual(['text/plain']);
    for (const endpoint of endpoints.filter((e) => e.download))
      expect(types(endpoint.id), endpoint.id).toEqual([...(endpoint.contentTypes ?? [])].sort());
  });

  it(
    'has request and response examples that validate against their own schemas (JSON Schema 2020-12)',
    SLOW,
    () => {
      const ajv = new Ajv2020({ strict: true, allErrors: false, strictTypes: false });
      addFormats.default(ajv);
      // OpenAPI's own format and keyword for files and server-sent events: annotations, nothing to check.
      ajv.addFormat('binary', true);
      ajv.addKeyword('x-data-schema');
      // The document's `$ref`s point into components.schemas: give the validator that document.
      ajv.addSchema({ $id: 'openapi', $defs: document.components.schemas });
      const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
      const check = (schema: Json, example: unknown, where: string) => {
        const text = JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi#/$defs/');
        const validate = compiled.get(text) ?? ajv.compile(JSON.parse(text));
        compiled.set(text, validate);
        expect(validate(example) ? [] : validate.errors, where).toEqual([]);
      };
      let checked = 0;
      for (const { operation } of operations()) {
        const id = operation.operationId;
        for (const parameter of operation.parameters ?? []) {
          expect(parameter.example, `${id} ${parameter.name}`).toBeDefined();
          check(parameter.schema, parameter.example, `${id} parameter ${parameter.name}`);
          checked++;
        }
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          expect(media.example, `${id} request ${type}`).toBeDefined();
          check(media.schema, media.example, `${id} request ${type}`);
          checked++;
        }
        for (const [status, response] of Object.entries(operation.responses))
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (media.schema.format === 'binary') continue; // a downloaded file: bytes, no example
            expect(media.example, `${id} ${status} ${type}`).toBeDefined();
            if (type === 'text/event-stream') {
              // An event's data is JSON of the schema the stream's schema carries.
              const data = /^event: notifications\nid: .+\ndata: (\{.*\})\n\n$/.exec(
                String(media.example),
              )?.[1];
              check(media.schema['x-data-schema'] as Json, JSON.parse(data ?? 'null'), `${id} event data`);
            } else check(media.schema, media.example, `${id} ${status} ${type}`);
            checked++;
          }
      }
      expect(checked).toBeGreaterThan(endpoints.length * 3);
    },
  );

  it(
    'generates TypeScript types with openapi-typescript that a typed client compiles against',
    SLOW,
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'ooh-openapi-'));
      try {
        writeFileSync(join(folder, 'api.d.ts'), astToString(await openapiTS(JSON.parse(source))));
        // A small client as an integrator writes it, with openapi-fetch; the wrong calls must not compile.
        writeFileSync(
          join(folder, 'client.ts'),
          `import createClient from 'openapi-fetch';
import type { components, paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://ooh.example/api' });

export async function signIn(email: string, password: string): Promise<string> {
  const { data, error } = await client.POST('/user/login/user-appsell', { body: { email, password } });
  if (error) throw new Error(error.message);
  const role: 'admin' | 'key_account_manager' | 'planner' | 'designer' | 'editor' | 'operation_analyst' | 'manager' =
    data.userData.role;
  return \`\${data.token} \${role}\`;
}

export async function briefName(id: number): Promise<string> {
  const { data, error } = await client.GET('/fetch-single-brief-admin/{id}', {
    params: { path: { id } },
    headers: { authorization: 'Bearer token' },
  });
  if (error) throw new Error(error.message);
  return data.brief.campaign_name;
}

export const failure: components['schemas']['ErrorResponse'] = { message: 'Not found' };

export async function wrongCalls() {
  // @ts-expect-error the body needs the password
  await client.POST('/user/login/user-appsell', { body: { email: 'a@b.c' } });
  // @ts-expect-error no such path
  await client.GET('/no-such-call');
  const { data } = await client.GET('/fetch-single-brief-admin/{id}', { params: { path: { id: 1 } } });
  // @ts-expect-error a brief has no such field
  return data?.brief.no_such_field;
}
`,
        );
        const require = createRequire(import.meta.url);
        const program = ts.createProgram([join(folder, 'client.ts')], {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
          types: [],
          // The temporary folder has no node_modules: resolve the client library from this package's.
          baseUrl: folder,
          paths: { 'openapi-fetch': [dirname(require.resolve('openapi-fetch/package.json'))] },
        });
        const diagnostics = ts
          .getPreEmitDiagnostics(program)
          .map(
            (d) =>
              `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
          );
        expect(diagnostics).toEqual([]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
