import { sample } from 'openapi-sampler';
import { type AnyEndpointDefinition, endpoints, pathParamNames, STAFF_ROLES } from '../contract/index.ts';
import { COMPONENTS, createConverter, type Io, type JsonSchema } from './schemas.ts';

/**
 * The OpenAPI 3.1 document of the contract. Schemas are zod 4's JSON Schema draft 2020-12 output (3.1's dialect:
 * `type: [..., 'null']`, numeric `exclusiveMinimum`), the schemas named with `.meta({ id })` once each under
 * `components.schemas`. Every operation has its summary, its roles (`x-roles` and the description), its security,
 * its errors (`{ message }`) and examples made from the contract's own `.meta({ examples })` (openapi-sampler fills
 * what has none). openapi.test.ts beside it lints it, checks its examples and compiles a client from it; the
 * server validates the copy it serves (apps/server/src/http/contract.test.ts).
 */

type Converter = ReturnType<typeof createConverter>;

const ERROR = { $ref: `${COMPONENTS}ErrorResponse` };

/** What each error status means, with an example of its `{ message }` (the server's own wording). */
const ERRORS = {
  '400': {
    description: 'Invalid input: `message` names the fields, `errors` has a message per field',
    example: { message: 'Name: enter the name', errors: { name: 'Enter the name' } },
  },
  '401': {
    description: 'Missing, invalid or expired credentials',
    example: { message: 'Please sign in to continue.' },
  },
  '403': { description: '', example: { message: 'Your role does not have access to this.' } },
  '404': { description: 'Not found (the message names what)', example: { message: 'Not found' } },
  '409': {
    description: '',
    example: { message: 'This brief was changed by someone else just now. Reload it and try again.' },
  },
  '429': {
    description: 'Too many attempts or open streams; `Retry-After` says when to try again',
    example: { message: 'Too many sign-in attempts. Try again in 15 minutes.' },
  },
  '503': {
    description:
      'The server is not ready: it is starting (its database is being migrated), the database is unreachable, or it is stopping; `Retry-After` says when to try again',
    example: { message: 'The database is unavailable right now. Try again in a moment.' },
  },
} as const;

function errorResponse(status: keyof typeof ERRORS, description?: string) {
  const { description: fallback, example } = ERRORS[status];
  return {
    description: description ?? fallback,
    ...(status === '429' || status === '503'
      ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
      : {}),
    content: { 'application/json': { schema: ERROR, example } },
  };
}

/**
 * A number without an example of its own is sampled as 1 where its bounds allow (a count, an id, an amount), not
 * as its lowest bound (−2⁵³ for a plain integer), which openapi-sampler would take.
 */
function withNumberHints(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNumberHints);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, each]) => [
      key,
      key === 'examples' || key === 'enum' || key === 'const' || key === 'default'
        ? each
        : withNumberHints(each),
    ]),
  ) as JsonSchema;
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const own = ['examples', 'enum', 'const', 'default'].some((key) => key in schema);
  const fits = (n: number) =>
    !(typeof schema.minimum === 'number' && n < schema.minimum) &&
    !(typeof schema.maximum === 'number' && n > schema.maximum) &&
    !(typeof schema.exclusiveMinimum === 'number' && n <= schema.exclusiveMinimum) &&
    !(typeof schema.exclusiveMaximum === 'number' && n >= schema.exclusiveMaximum);
  if (numeric && !own && fits(1)) schema.examples = [1];
  return schema;
}

/** An example that validates against `schema`: the contract's examples where it has them, sampled otherwise. */
function exampleOf(schema: JsonSchema, components: Record<string, JsonSchema>): unknown {
  const document = { components: { schemas: withNumberHints(components) } };
  return sample(withNumberHints(schema) as never, { quiet: true }, document);
}

function objectProperties(converter: Converter, schema: AnyEndpointDefinition['query']) {
  if (!schema) return [];
  const json = converter.toJson(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, value]) => ({
    name,
    schema: value,
    required: required.has(name),
  }));
}

function parameters(endpoint: AnyEndpointDefinition, converter: Converter) {
  const example = (schema: JsonSchema) => exampleOf(schema, converter.components);
  const path = objectProperties(converter, endpoint.params);
  return [
    ...pathParamNames(endpoint.path).map((name) => {
      const schema = path.find((p) => p.name === name)?.schema ?? { type: 'string' };
      return { name, in: 'path', required: true, schema, example: example(schema) };
    }),
    ...objectProperties(converter, endpoint.query).map(({ name, schema, required }) => ({
      name,
      in: 'query',
      required,
      schema,
      example: example(schema),
    })),
  ];
}

/** A multipart body: its text fields (as the contract has them) and its file part, `format: binary`. */
function multipartBody(endpoint: AnyEndpointDefinition, converter: Converter) {
  const files = endpoint.files;
  if (!files) throw new Error(`${endpoint.id}: a multipart entry declares its file part (\`files\`)`);
  const fields = endpoint.body
    ? converter.toJson(endpoint.body, 'input')
    : { type: 'object', properties: {} };
  const file = {
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    description: `${files.types.join(', ')}, checked by the content`,
  };
  const part = files.maxFiles ? { type: 'array', items: file, minItems: 1, maxItems: files.maxFiles } : file;
  const required = [
    ...((fields.required as string[] | undefined) ?? []),
    ...(files.required ? [files.field] : []),
  ];
  const schema = {
    ...fields,
    properties: { ...(fields.properties as object), [files.field]: part },
    ...(required.length ? { required } : {}),
  };
  // The file part's example is a placeholder: a form's file is bytes, its types are in `encoding`.
  const placeholder = `<the bytes of a ${files.types.join(', ')} file>`;
  const example = {
    ...(exampleOf(fields, converter.components) as object),
    [files.field]: files.maxFiles ? [placeholder] : placeholder,
  };
  return {
    'multipart/form-data': {
      schema,
      example,
      encoding: { [files.field]: { contentType: files.types.join(', ') } },
    },
  };
}

function successContent(endpoint: AnyEndpointDefinition, converter: Converter) {
  if (endpoint.text) {
    // The media type without its parameters (the format's version and charset), which the description gives whole.
    const type = endpoint.text.split(';')[0]?.trim() ?? 'text/plain';
    const schema = converter.toJson(endpoint.response, 'output');
    return {
      [type]: {
        schema: { ...schema, description: `Sent as \`${endpoint.text}\`` },
        example: exampleOf(schema, converter.components),
      },
    };
  }
  if (endpoint.download) {
    const types = endpoint.contentTypes;
    if (!types?.length) throw new Error(`${endpoint.id}: a download declares its content types`);
    return Object.fromEntries(
      types.map((type) => [type, { schema: { type: 'string', contentMediaType: type, format: 'binary' } }]),
    );
  }
  const schema = converter.toJson(endpoint.eventData ?? endpoint.response, 'output');
  const example = exampleOf(schema, converter.components);
  if (endpoint.eventStream) {
    return {
      'text/event-stream': {
        schema: {
          type: 'string',
          description:
            'Server-sent events (`event:`, `id:` and `data:` lines); each `data` is JSON of this shape:',
          contentMediaType: 'text/event-stream',
          'x-data-schema': schema,
        },
        example: `event: notifications\nid: 1\ndata: ${JSON.stringify(example)}\n\n`,
      },
    };
  }
  return { 'application/json': { schema, example } };
}

/** The summary's first sentence (the full text is the description). */
function firstSentence(text: string) {
  const end = text.search(/\.\s/);
  return end > 0 && end < 160 ? text.slice(0, end + 1) : text.length <= 160 ? text : `${text.slice(0, 157)}…`;
}

function operation(endpoint: AnyEndpointDefinition, converter: Converter) {
  const refused = STAFF_ROLES.filter((role) => !endpoint.roles.includes(role));
  const responses: Record<string, unknown> = {
    [String(endpoint.successStatus ?? 200)]: {
      description: endpoint.download ? `The file (${endpoint.contentTypes?.join(', ')})` : 'Success',
      content: successContent(endpoint, converter),
    },
    '400': errorResponse('400'),
  };
  if (endpoint.auth === 'password-token')
    responses['401'] = errorResponse('401', 'The password link is missing, invalid, used or expired');
  if (endpoint.auth === 'metrics-token')
    responses['401'] = errorResponse('401', 'The metrics token is missing or is not the configured one');
  if (endpoint.auth === 'bearer') {
    responses['401'] = errorResponse('401');
    responses['403'] = errorResponse(
      '403',
      refused.length
        ? `The caller's role may not make this call (allowed: ${endpoint.roles.join(', ')})`
        : 'The caller may not do this',
    );
  }
  if (endpoint.path.includes('{') || /\b404\b/.test(endpoint.summary))
    responses['404'] = errorResponse('404');
  if (endpoint.lifecycle || /\b409\b/.test(endpoint.summary)) {
    responses['409'] = errorResponse(
      '409',
      endpoint.lifecycle
        ? `The ${endpoint.lifecycle} lifecycle does not allow this in the current status, or a rule refuses it (the message says which)`
        : 'A rule refuses it in the current state of the records (the message says which)',
    );
  }
  if (endpoint.rateLimited) responses['429'] = errorResponse('429');
  // Every call may answer 503 while the database is unreachable (the document's description says so); the
  // readiness check's 503 is its purpose, so it is listed there.
  if (/\b503\b/.test(endpoint.summary)) responses['503'] = errorResponse('503');

  const roles = endpoint.auth === 'bearer' ? endpoint.roles : [];
  const params = parameters(endpoint, converter);
  let requestBody: object | undefined;
  if (endpoint.multipart) requestBody = { required: true, content: multipartBody(endpoint, converter) };
  else if (endpoint.body) {
    const schema = converter.toJson(endpoint.body, 'input');
    requestBody = {
      required: true,
      content: { 'application/json': { schema, example: exampleOf(schema, converter.components) } },
    };
  }
  return {
    operationId: endpoint.id,
    summary: firstSentence(endpoint.summary),
    tags: [endpoint.group],
    description: [
      endpoint.summary,
      endpoint.auth === 'bearer'
        ? `**Roles:** ${roles.join(', ')}.`
        : endpoint.auth === 'password-token'
          ? "**Authentication:** the password link's token in the `x-password-token` header."
          : endpoint.auth === 'metrics-token'
            ? '**Authentication:** the configured METRICS_TOKEN as a bearer token (no user).'
            : '**Authentication:** none.',
      endpoint.extension ? 'Extension: not listed in the product spec.' : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    'x-roles': roles,
    'x-extension': endpoint.extension,
    security:
      endpoint.auth === 'bearer'
        ? [{ bearer: [] }]
        : endpoint.auth === 'password-token'
          ? [{ passwordToken: [] }]
          : endpoint.auth === 'metrics-token'
            ? [{ metricsToken: [] }]
            : [],
    ...(params.length ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The operations' groups (the contract's `group`), as the document's tags. */
const TAGS: Record<string, string> = {
  briefs: "Clients' briefs: by form or by document, and their review",
  campaigns: 'Campaigns: running plans, their sites, proof photos and execution',
  cities: 'Cities (reference data)',
  clients: 'Clients and their key account managers',
  competitors: 'Competitors, their campaigns, sightings with photos, and reports',
  dashboard: 'Dashboard counts and charts',
  geo: 'Regions, cities, locations and sites to choose from',
  medium: 'Media kinds (reference data)',
  notifications: "The caller's notifications, listed and live",
  payorders: 'Pay orders of accepted plans',
  plans: 'Plans of approved briefs: their sites, prices and review',
  sec: 'Socio-economic class ranges (reference data)',
  sites: 'The site inventory: sites, their photos and bulk import',
  summaries: 'Summaries across records',
  system: 'Health, readiness and metrics of the server',
  users: 'Sign-in, accounts, roles and passwords',
};

const cache = new Map<string, ReturnType<typeof build>>();

function build(version: string, serverUrl: string) {
  const converter = createConverter();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    (paths[endpoint.path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operation(
      endpoint,
      converter,
    );
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'OOH back office API',
      version,
      description:
        'Generated from the contract in packages/api. Every error answers `{ message }` (and `errors` per field on 400). Any call may answer 503 `{ message }` with `Retry-After` while the server starts (its database is being migrated), while the database is unreachable, and once the server is stopping.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(endpoints.map((e) => e.group))]
      .sort()
      .map((name) => ({ name, description: TAGS[name] ?? name })),
    components: {
      securitySchemes: {
        bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' },
        passwordToken: {
          type: 'apiKey' as const,
          in: 'header',
          name: 'x-password-token',
          description:
            "The one-time token of an e-mailed password link (set or reset the account's password)",
        },
        metricsToken: {
          type: 'http' as const,
          scheme: 'bearer',
          description: "The operator's METRICS_TOKEN (server configuration), for the metrics scrape",
        },
      },
      schemas: converter.components,
    },
    paths,
  };
}

/**
 * The OpenAPI 3.1 document of the whole contract; paths are relative to the API base (`/api`). Built once per
 * version and server URL (it depends on nothing else), so each server (and each test's server) shares it.
 */
export function buildOpenApiDocument(options: { version?: string; serverUrl?: string } = {}) {
  const key = `${options.version ?? '0.0.0'} ${options.serverUrl ?? '/api'}`;
  let document = cache.get(key);
  if (!document) {
    document = build(options.version ?? '0.0.0', options.serverUrl ?? '/api');
    cache.set(key, document);
  }
  return structuredClone(document);
}

export type { Io, JsonSchema };
