/**
 * Bad requests generated from a contract entry's schemas, for the fuzz suite (http/fuzz.test.ts). Everything is
 * read from the entry, so a call added to the contract is fuzzed without anyone writing a case for it.
 *
 * A case is either one the server must refuse (`refuse`: a 4xx, and the database unchanged) or one it may
 * accept (boundary values, unicode: anything but a 5xx). Every answer must be JSON `{ message }` when it is an
 * error.
 */
import type { AnyEndpointDefinition } from '@ooh/api/contract';
import { z } from 'zod';
import { multipartForm } from './multipart.ts';

type JsonSchema = Record<string, unknown>;

export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** True when the server must refuse it (4xx) and leave the database as it was. */
  refuse: boolean;
}

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(100_000);
const UNICODE = ['Zoë — 東京 🚀', '\u202Eevil.exe', 'Ĉu ŝi? ǅ', '\uFEFFhidden'];

/** Path segments that are never a valid id (already URL-encoded where they need it). */
const BAD_SEGMENTS = [
  '0',
  '-1',
  '99999999999',
  '2147483648',
  '0x10',
  '1e3',
  '1.5',
  '%00',
  '1%00',
  'a',
  '%EF%BC%91', // fullwidth digit one
  '%F0%9F%9A%80',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20or%201%3D1--',
];

function jsonSchemaOf(schema: z.ZodType): { root: JsonSchema; defs: JsonSchema } {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return { root, defs: (root.$defs ?? {}) as JsonSchema };
}

function resolve(node: JsonSchema | undefined, defs: JsonSchema): JsonSchema {
  if (node && typeof node.$ref === 'string')
    return (defs[node.$ref.split('/').pop() ?? ''] ?? {}) as JsonSchema;
  return node ?? {};
}

/** A plausible valid value for a schema node: examples, then the obvious choice per type and bound. */
export function sampleOf(nodeIn: JsonSchema | undefined, defs: JsonSchema): unknown {
  const node = resolve(nodeIn, defs);
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum)) return node.enum[0];
  for (const key of ['anyOf', 'oneOf'])
    if (Array.isArray(node[key])) return sampleOf((node[key] as JsonSchema[])[0], defs);
  switch (node.type) {
    case 'string': {
      if (node.format === 'date' || String(node.pattern ?? '').includes('\\d{4}')) return '2027-01-10';
      if (node.format === 'email') return 'admin@demo.local';
      if (String(node.pattern ?? '').startsWith('^[0-9]')) return '1';
      const text = 'Fuzz value';
      const min = typeof node.minLength === 'number' ? node.minLength : 0;
      return text.padEnd(min, 'x');
    }
    case 'number':
    case 'integer': {
      const min = typeof node.minimum === 'number' ? node.minimum : 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof node.minItems === 'number' ? node.minItems : 0;
      return Array.from({ length: count }, () => sampleOf(node.items as JsonSchema, defs));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
      for (const key of (node.required ?? []) as string[]) out[key] = sampleOf(properties[key], defs);
      return out;
    }
    default:
      return null;
  }
}

/** Values in the schema's range but at its edges, which the database must take as well as the contract. */
function boundaryValues(nodeIn: JsonSchema | undefined, defs: JsonSchema): unknown[] {
  const node = resolve(nodeIn, defs);
  if (node.enum !== undefined || node.const !== undefined) return [];
  if (node.type === 'string') {
    if (node.format === 'date') return ['2000-01-01', '2099-12-31'];
    if (node.pattern !== undefined && node.pattern !== '^[^\\u0000]*$') return [];
    const max = typeof node.maxLength === 'number' ? node.maxLength : 200;
    // Multi-byte characters at the full length: a character limit is not a byte limit.
    return [...UNICODE, 'ü'.repeat(max), '🚀'.repeat(Math.floor(max / 2))];
  }
  if (node.type === 'number' || node.type === 'integer') {
    const out: number[] = [0, -1];
    if (typeof node.maximum === 'number') out.push(node.maximum);
    if (typeof node.exclusiveMaximum === 'number') out.push(node.exclusiveMaximum - 0.01);
    return out;
  }
  return [];
}

/** Values nothing in the contract accepts, whatever the field's type: NUL, a huge string, an operator object. */
const REFUSED_VALUES: Array<[string, unknown]> = [
  ['NUL', NUL],
  ['100k characters', HUGE],
  ['an operator object', { $gt: '' }],
  ['a deep list', [[[[[[['x']]]]]]]],
];

function withPath(path: string, params: Record<string, string>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '1');
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item === undefined) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function objectParts(schema: z.ZodType | undefined) {
  if (!schema) return null;
  const { root, defs } = jsonSchemaOf(schema);
  const properties = (root.properties ?? {}) as Record<string, JsonSchema>;
  return { root, defs, properties, sample: sampleOf(root, defs) as Record<string, unknown> };
}

/** The valid request every case changes one thing of: each part's sample, parsed by the entry's own schema. */
export function sampleProblems(endpoint: AnyEndpointDefinition): string[] {
  const problems: string[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (!schema) continue;
    const { root, defs } = jsonSchemaOf(schema);
    const parsed = schema.safeParse(sampleOf(root, defs));
    if (!parsed.success)
      problems.push(
        `${endpoint.id} ${part}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')} ` +
          '(give the field `.meta({ examples: [...] })`)',
      );
  }
  return problems;
}

/** Every generated case for one contract entry. */
export function fuzzCases(endpoint: AnyEndpointDefinition): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const params = objectParts(endpoint.params);
  const query = objectParts(endpoint.query);
  const body = objectParts(endpoint.body);
  const baseParams = Object.fromEntries(
    Object.entries(params?.sample ?? {}).map(([key, value]) => [key, encodeURIComponent(String(value))]),
  );
  const baseQuery = query?.sample ?? {};
  const url = (p = baseParams, q: Record<string, unknown> = baseQuery) =>
    `/api${withPath(endpoint.path, p)}${queryString(q)}`;
  const method = endpoint.method;
  const json = (value: unknown) => JSON.stringify(value);
  const sendsJson = Boolean(endpoint.body) && !endpoint.multipart;
  const jsonHeaders = { 'content-type': 'application/json' };
  const baseBody = sendsJson ? (body?.sample ?? {}) : undefined;
  const request = (name: string, refuse: boolean, extra: Partial<FuzzCase>): FuzzCase => ({
    name,
    method,
    url: url(),
    refuse,
    ...(sendsJson ? { headers: jsonHeaders, payload: json(baseBody) } : {}),
    ...extra,
  });

  // Path parameters
  for (const key of Object.keys(params?.properties ?? {})) {
    for (const segment of BAD_SEGMENTS) {
      cases.push(
        request(`params.${key} = ${segment.slice(0, 20)}`, true, {
          url: url({ ...baseParams, [key]: segment }),
        }),
      );
    }
  }

  // Query parameters
  for (const [key, node] of Object.entries(query?.properties ?? {})) {
    const isList = resolve(node, query?.defs ?? {}).type === 'array';
    const refused: Array<[string, unknown]> = [
      ['NUL', NUL],
      ['100k characters', HUGE],
    ];
    if (!isList) refused.push(['repeated', ['1', '2']]);
    for (const [label, value] of refused)
      cases.push(
        request(`query.${key} = ${label}`, true, { url: url(baseParams, { ...baseQuery, [key]: value }) }),
      );
    for (const value of ['1e309', '-1', '', ...UNICODE, '%', '\\', "' or 1=1 --"])
      cases.push(
        request(`query.${key} = ${JSON.stringify(value).slice(0, 20)}`, false, {
          url: url(baseParams, { ...baseQuery, [key]: value }),
        }),
      );
  }

  // The body as a whole
  if (sendsJson) {
    const whole: Array<[string, string, Record<string, string>]> = [
      ['malformed JSON', '{"a":', jsonHeaders],
      ['empty body', '', jsonHeaders],
      ['text/plain', 'hello', { 'content-type': 'text/plain' }],
      ['XML', '<a>1</a>', { 'content-type': 'application/xml' }],
      ['form-encoded', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['JSON null', 'null', jsonHeaders],
      ['JSON list', '[]', jsonHeaders],
      ['JSON string', '"x"', jsonHeaders],
      ['JSON number', '1', jsonHeaders],
      ['2 MB body', json({ x: 'y'.repeat(2 * 1024 * 1024) }), jsonHeaders],
      [
        'prototype pollution',
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        jsonHeaders,
      ],
    ];
    for (const [name, payload, headers] of whole) {
      // A body with no required field may legitimately take `{ "__proto__": … }` (unknown keys are dropped).
      const required = ((body?.root.required ?? []) as string[]).length > 0;
      cases.push(request(`body: ${name}`, name !== 'prototype pollution' || required, { headers, payload }));
    }
    // Nesting 5,000 deep inside a field the schema knows (an unknown key is dropped before anything reads it)
    const firstKey = Object.keys(body?.properties ?? {})[0];
    if (firstKey) {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      cases.push(
        request('body: nesting 5,000 deep', true, {
          payload: json({ ...baseBody, [firstKey]: 0 }).replace(`"${firstKey}":0`, `"${firstKey}":${deep}`),
        }),
      );
    }
    // One field at a time, the rest valid
    for (const [key, node] of Object.entries(body?.properties ?? {})) {
      for (const [label, value] of REFUSED_VALUES)
        cases.push(request(`body.${key} = ${label}`, true, { payload: json({ ...baseBody, [key]: value }) }));
      cases.push(
        request(`body.${key} = Infinity`, true, {
          payload: json({ ...baseBody, [key]: 0 }).replace(`"${key}":0`, `"${key}":1e400`),
        }),
      );
      for (const value of boundaryValues(node, body?.defs ?? {}))
        cases.push(
          request(`body.${key} = ${JSON.stringify(value).slice(0, 24)}`, false, {
            payload: json({ ...baseBody, [key]: value }),
          }),
        );
      const resolved = resolve(node, body?.defs ?? {});
      if (resolved.format === 'date')
        for (const date of ['0000-01-01', '9999-12-31', '2027-02-30', '2027-1-5'])
          cases.push(request(`body.${key} = ${date}`, true, { payload: json({ ...baseBody, [key]: date }) }));
      if (resolved.type === 'array' && typeof resolved.maxItems === 'number') {
        const over = Array.from({ length: resolved.maxItems + 1 }, () =>
          sampleOf(resolved.items as JsonSchema, body?.defs ?? {}),
        );
        cases.push(
          request(`body.${key} = ${resolved.maxItems + 1} items`, true, {
            payload: json({ ...baseBody, [key]: over }),
          }),
        );
        // Each field of a list's rows, one at a time (the plan's site rows)
        const item = resolve(resolved.items as JsonSchema, body?.defs ?? {});
        if (item.type === 'object') {
          const row = sampleOf(item, body?.defs ?? {}) as Record<string, unknown>;
          for (const [field, fieldNode] of Object.entries(
            (item.properties ?? {}) as Record<string, JsonSchema>,
          )) {
            for (const [label, value] of REFUSED_VALUES)
              cases.push(
                request(`body.${key}[].${field} = ${label}`, true, {
                  payload: json({ ...baseBody, [key]: [{ ...row, [field]: value }] }),
                }),
              );
            for (const value of boundaryValues(fieldNode, body?.defs ?? {}))
              cases.push(
                request(`body.${key}[].${field} = ${JSON.stringify(value).slice(0, 24)}`, false, {
                  payload: json({ ...baseBody, [key]: [{ ...row, [field]: value }] }),
                }),
              );
            if (resolve(fieldNode, body?.defs ?? {}).format === 'date')
              for (const date of ['0000-01-01', '9999-12-31'])
                cases.push(
                  request(`body.${key}[].${field} = ${date}`, true, {
                    payload: json({ ...baseBody, [key]: [{ ...row, [field]: date }] }),
                  }),
                );
          }
        }
      }
    }
  }

  // Multipart forms: JSON instead of a form, then one bad text field at a time
  if (endpoint.multipart) {
    cases.push(request('multipart sent as JSON', true, { headers: jsonHeaders, payload: '{}' }));
    cases.push(
      request('multipart without a boundary', true, {
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
      }),
    );
    const fields = Object.fromEntries(
      Object.entries(body?.sample ?? {}).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map(String) : String(value),
      ]),
    );
    for (const key of Object.keys(body?.properties ?? {})) {
      for (const [label, value] of [
        ['NUL', NUL],
        ['70k characters', 'x'.repeat(70_000)],
      ] as const) {
        const form = multipartForm({ ...fields, [key]: value }, [
          { name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 fuzz' },
        ]);
        cases.push(request(`form.${key} = ${label}`, true, { headers: form.headers, payload: form.payload }));
      }
    }
  }

  // No input at all beyond the path: the call as the schemas' samples make it (may be refused for its state)
  cases.push(request('the sample request', false, {}));
  return cases;
}
