import { z } from 'zod';
import { type AnyEndpointDefinition, ErrorResponse, endpoints, pathParamNames } from '../contract/index.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function objectProperties(schema: z.ZodType | undefined): Array<[string, JsonSchema, boolean]> {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, value]) => [name, value, required.has(name)]);
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

function operation(endpoint: AnyEndpointDefinition) {
  const parameters = [
    ...pathParamNames(endpoint.path).map((name) => {
      const found = objectProperties(endpoint.params).find(([n]) => n === name);
      return { name, in: 'path', required: true, schema: found?.[1] ?? { type: 'string' } };
    }),
    ...objectProperties(endpoint.query).map(([name, schema, required]) => ({
      name,
      in: 'query',
      required,
      schema,
    })),
  ];
  const responses: Record<string, unknown> = {
    [String(endpoint.successStatus ?? 200)]: {
      description: 'Success',
      content: endpoint.download
        ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
        : endpoint.eventStream
          ? {
              'text/event-stream': {
                schema: {
                  type: 'string',
                  description:
                    'Server-sent events (`event:`, `id:` and `data:` lines, JSON data): see the summary',
                },
              },
            }
          : { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
    },
    '400': { description: 'Invalid input, with per-field messages', content: errorContent },
  };
  if (endpoint.auth !== 'none') {
    responses['401'] = { description: 'Missing, invalid or expired credentials', content: errorContent };
  }
  if (endpoint.auth === 'bearer') {
    responses['403'] = {
      description: `Role not allowed (allowed: ${endpoint.roles.join(', ')})`,
      content: errorContent,
    };
  }
  if (endpoint.path.includes('{')) responses['404'] = { description: 'Not found', content: errorContent };
  if (endpoint.lifecycle) {
    responses['409'] = {
      description: `The ${endpoint.lifecycle} lifecycle does not allow this in the current status (the message names it)`,
      content: errorContent,
    };
  }
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.group],
    description: [
      endpoint.auth === 'bearer'
        ? `Roles: ${endpoint.roles.join(', ')}.`
        : `Authentication: ${endpoint.auth}.`,
      endpoint.extension ? 'Extension: not listed in the product spec.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    'x-roles': endpoint.roles,
    'x-extension': endpoint.extension,
    ...(endpoint.auth === 'bearer'
      ? { security: [{ bearer: [] }] }
      : endpoint.auth === 'password-token'
        ? { security: [{ passwordToken: [] }] }
        : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: endpoint.multipart
                  ? withFilePart(schemaOf(endpoint.body, 'input'))
                  : schemaOf(endpoint.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** A multipart body's text fields, plus the `file` part its handler reads. */
function withFilePart(schema: unknown) {
  const object = schema as { properties?: Record<string, unknown> };
  return { ...object, properties: { ...object.properties, file: { type: 'string', format: 'binary' } } };
}

/** The OpenAPI 3.1 document of the whole contract; paths are relative to the API base (`/api`). */
export function buildOpenApiDocument(options: { version?: string; serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    (paths[endpoint.path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OOH back office API',
      version: options.version ?? '0.0.0',
      description:
        'Generated from the contract in packages/api. Every error answers `{ message }` (and `errors` per field on 400).',
    },
    servers: [{ url: options.serverUrl ?? '/api' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' },
        passwordToken: { type: 'apiKey' as const, in: 'header', name: 'x-password-token' },
      },
      schemas: { ErrorResponse: schemaOf(ErrorResponse, 'output') },
    },
    paths,
  };
}
