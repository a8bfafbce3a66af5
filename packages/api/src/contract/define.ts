import type { z } from 'zod';
import type { StaffRole } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call authenticates:
 * - `bearer`: the signed-in user's token in `Authorization: Bearer …`
 * - `none`: no credentials (sign-in, the public medium list, health)
 * - `password-token`: the one-time password-set token from the e-mailed link, in the `x-password-token` header
 * - `metrics-token`: the operator's configured METRICS_TOKEN in `Authorization: Bearer …` (the metrics scrape), no
 *   user behind it
 */
export type EndpointAuth = 'bearer' | 'none' | 'password-token' | 'metrics-token';

export const PASSWORD_TOKEN_HEADER = 'x-password-token';

/** Content types as the API document names the files of uploads and downloads (the server reads them from content). */
export const MEDIA = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
/** The photos every photo upload accepts, by their content. */
export const PHOTO_TYPES = [MEDIA.jpeg, MEDIA.png, MEDIA.webp] as const;

type Schema = z.ZodType;

export interface EndpointDefinition<
  TParams extends Schema | undefined = Schema | undefined,
  TQuery extends Schema | undefined = Schema | undefined,
  TBody extends Schema | undefined = Schema | undefined,
  TResponse extends Schema = Schema,
> {
  /** Stable identifier, used as the operationId and as the key of the global error map. */
  id: string;
  method: HttpMethod;
  /** The spec's exact path, relative to the API base, with `{param}` placeholders. */
  path: string;
  auth: EndpointAuth;
  /** Roles allowed to call it; ignored when `auth` is not `bearer`. */
  roles: readonly StaffRole[];
  summary: string;
  /** Group (OpenAPI tag): geo, briefs, plans, … */
  group: string;
  /** True for calls the spec does not list (docs/domain.md "Calls the spec does not show"). */
  extension: boolean;
  params: TParams;
  query: TQuery;
  body: TBody;
  response: TResponse;
  /** HTTP status of a success; 200 unless a create answers 201. */
  successStatus?: 200 | 201;
  /** Set when the body is multipart/form-data (validated by the handler, not by zod). */
  multipart?: boolean;
  /**
   * A multipart entry's file part, for the API document (the server's multipart options check the same): the part's
   * name, the content types it accepts (checked by their content), how many files it may repeat
   * (1 unless told) and whether it must be sent.
   */
  files?: { field: 'file' | 'files'; types: readonly string[]; maxFiles?: number; required: boolean };
  /** Set when the answer is a file (a download), not JSON; the response schema only documents it. */
  download?: boolean;
  /** A download's content types, for the API document (the stored file's type, read from its content). */
  contentTypes?: readonly string[];
  /**
   * Set when the answer is a server-sent-event stream (`text/event-stream`), not JSON: the response schema documents
   * the data of its events (docs/domain.md "Notifications", "Live delivery").
   */
  eventStream?: boolean;
  /** An `eventStream` entry's event data (JSON), for the API document; `response` types the handler's answer. */
  eventData?: Schema;
  /**
   * Set when the answer is text, not JSON: its full content type (the metrics' Prometheus exposition format,
   * `text/plain; version=0.0.4; charset=utf-8`). The handler answers a string; the response schema documents it.
   */
  text?: string;
  /**
   * Set when the call answers 429 (with `Retry-After`) past a limit: the sign-in limits (docs/domain.md "Sign-in
   * limits") or the open streams of a user. For the API document.
   */
  rateLimited?: boolean;
  /** The lifecycle (machine id) whose status this call changes; such calls answer 409 when it refuses. */
  lifecycle?: string;
  /**
   * What a screen says when the call fails and the server gave no message: the spec's catalogue (section 8)
   * where it has a text for this call, otherwise the catalogue's wording for the kind of call.
   */
  errorMessage: string;
}

type Input<
  TParams extends Schema | undefined,
  TQuery extends Schema | undefined,
  TBody extends Schema | undefined,
  TResponse extends Schema,
> = Omit<EndpointDefinition<TParams, TQuery, TBody, TResponse>, 'params' | 'query' | 'body' | 'extension'> & {
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  extension?: boolean;
};

/** Declares one server call. Every call of the app is declared exactly once, with this. */
export function defineEndpoint<
  TResponse extends Schema,
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
>(
  definition: Input<TParams, TQuery, TBody, TResponse>,
): EndpointDefinition<TParams, TQuery, TBody, TResponse> {
  return {
    ...definition,
    params: definition.params as TParams,
    query: definition.query as TQuery,
    body: definition.body as TBody,
    extension: definition.extension ?? false,
  };
}

/** Any contract entry with its schemas: what the server registers and the OpenAPI document describes. */
export type AnyEndpointDefinition = EndpointDefinition<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema
>;

/** The fields of an entry that a caller needs at run time; everything but the schemas and the summary. */
export const ENDPOINT_META_KEYS = [
  'id',
  'method',
  'path',
  'auth',
  'roles',
  'group',
  'extension',
  'multipart',
  'download',
  'eventStream',
  'text',
  'lifecycle',
  'successStatus',
  'errorMessage',
] as const;

/**
 * A contract entry without its zod schemas, for the browser (`@ooh/api`): method, path, auth, roles and the
 * rest, as values. `E` is the full entry's type, carried only for typing (`'~entry'` is never set), so
 * `client.call(login, { body })` is typed from the schemas the bundle does not contain.
 */
export type EndpointMeta<E extends AnyEndpointDefinition = AnyEndpointDefinition> = Pick<
  EndpointDefinition,
  (typeof ENDPOINT_META_KEYS)[number]
> & {
  readonly '~entry'?: E;
};

/**
 * Anything the client can call: a contract entry (`@ooh/api/contract`) or its metadata (`@ooh/api`). Every
 * entry is one, since an entry has every field of its metadata.
 */
export type AnyEndpoint = EndpointMeta;

/** The full entry behind an entry or its metadata. */
export type EntryOf<E extends AnyEndpoint> = E extends AnyEndpointDefinition
  ? E
  : E extends EndpointMeta<infer D>
    ? D
    : never;

type Out<T> = T extends Schema ? z.output<T> : undefined;
type In<T> = T extends Schema ? z.input<T> : undefined;

export type EndpointParams<E extends AnyEndpoint> = Out<EntryOf<E>['params']>;
export type EndpointQuery<E extends AnyEndpoint> = Out<EntryOf<E>['query']>;
export type EndpointBody<E extends AnyEndpoint> = Out<EntryOf<E>['body']>;
export type EndpointResponse<E extends AnyEndpoint> = z.output<EntryOf<E>['response']>;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = (EntryOf<E>['params'] extends Schema
  ? { params: In<EntryOf<E>['params']> }
  : { params?: undefined }) &
  (EntryOf<E>['query'] extends Schema ? { query?: In<EntryOf<E>['query']> } : { query?: undefined }) &
  (EntryOf<E>['body'] extends Schema ? { body: In<EntryOf<E>['body']> } : { body?: undefined });

/** The metadata of an entry: the entry without its schemas (the generator writes these for `@ooh/api`). */
export function metaOf<E extends AnyEndpointDefinition>(entry: E): EndpointMeta<E> {
  const meta: Record<string, unknown> = {};
  for (const key of ENDPOINT_META_KEYS) if (entry[key] !== undefined) meta[key] = entry[key];
  return meta as EndpointMeta<E>;
}

/** `/a/{id}/b` → `/a/:id/b` (Fastify's syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** Fills `{param}` placeholders, URI-encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string);
}
