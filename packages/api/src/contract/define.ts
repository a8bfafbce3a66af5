import type { z } from 'zod';
import type { StaffRole } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call authenticates:
 * - `bearer`: the signed-in user's token in `Authorization: Bearer …`
 * - `none`: no credentials (sign-in, the public medium list, health)
 * - `password-token`: the one-time password-set token from the e-mailed link, in the `x-password-token` header
 */
export type EndpointAuth = 'bearer' | 'none' | 'password-token';

export const PASSWORD_TOKEN_HEADER = 'x-password-token';

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
  /** True for calls the spec does not list (DOMAIN.md "Calls the spec does not show"). */
  extension: boolean;
  params: TParams;
  query: TQuery;
  body: TBody;
  response: TResponse;
  /** HTTP status of a success; 200 unless a create answers 201. */
  successStatus?: 200 | 201;
  /** Set when the body is multipart/form-data (validated by the handler, not by zod). */
  multipart?: boolean;
  /** Set when the answer is a file (a download), not JSON; the response schema only documents it. */
  download?: boolean;
  /** The lifecycle (machine id) whose status this call changes; such calls answer 409 when it refuses. */
  lifecycle?: string;
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

export type AnyEndpoint = EndpointDefinition<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema
>;

type Out<T> = T extends Schema ? z.output<T> : undefined;
type In<T> = T extends Schema ? z.input<T> : undefined;

export type EndpointParams<E extends AnyEndpoint> = Out<E['params']>;
export type EndpointQuery<E extends AnyEndpoint> = Out<E['query']>;
export type EndpointBody<E extends AnyEndpoint> = Out<E['body']>;
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = (E['params'] extends Schema
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: In<E['body']> } : { body?: undefined });

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
