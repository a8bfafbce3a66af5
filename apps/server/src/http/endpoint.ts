import type { Readable } from 'node:stream';
import {
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  PASSWORD_TOKEN_HEADER,
  toFastifyPath,
} from '@ooh/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyToken } from '../auth/tokens.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { type AuthUser, findActiveStaff, findPasswordGrant } from '../services/auth/index.ts';
import { type MultipartInput, type MultipartOptions, readMultipart } from './multipart.ts';
import './types.ts';

export interface HandlerContext<E extends AnyEndpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  /** The validated JSON body. Undefined on `multipart` entries: they read theirs with `multipart()`. */
  body: EndpointBody<E>;
  /**
   * `multipart` entries only: reads the form, validates its text fields with the entry's `body` schema and
   * answers them with the file (one 400 naming every wrong field, the file included).
   */
  multipart(options: MultipartOptions): Promise<MultipartInput<EndpointBody<E>>>;
  /** The signed-in user; only on bearer endpoints (reading it elsewhere is a programming error). */
  readonly user: AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends AnyEndpoint> = (context: HandlerContext<E>) => Promise<EndpointResponse<E>>;

/** What the handler of a `download` entry answers: route() sends it as an attachment. */
export interface Download {
  kind: 'download';
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
}

function isDownload(value: unknown): value is Download {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'download';
}

/**
 * `attachment` with the original name twice: a plain-ASCII fallback for old clients and the exact name as
 * RFC 5987 UTF-8 (`filename*`), which every current browser prefers. Quotes, backslashes, control characters
 * and non-ASCII never reach the quoted form, so a name cannot break out of the header.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const SIGN_IN_AGAIN = 'Your session has expired or is not valid. Please sign in again.';

/** Checks the credentials the contract entry asks for, before the body is even parsed. */
async function authenticate(app: FastifyInstance, endpoint: AnyEndpoint, request: FastifyRequest) {
  if (endpoint.auth === 'none') return;
  const now = app.clock.now();
  if (endpoint.auth === 'password-token') {
    const token = request.headers[PASSWORD_TOKEN_HEADER];
    const grant = typeof token === 'string' && token ? await findPasswordGrant(app.db, token, now) : null;
    if (!grant)
      throw unauthorized(
        'This password link is not valid or has expired. Ask an administrator for a new one.',
      );
    request.passwordGrant = grant;
    return;
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Please sign in to continue.');
  const userId = await verifyToken(match[1], { secret: app.config.jwtSecret, now });
  // The account is read on every call, so deactivating, deleting or re-roling a user takes effect at once.
  const user = userId === null ? null : await findActiveStaff(app.db, userId);
  if (!user) throw unauthorized(SIGN_IN_AGAIN);
  if (!endpoint.roles.includes(user.role)) throw forbidden('Your role does not have access to this.');
  request.user = user;
}

/**
 * Registers the handler of one contract entry: path, method and schemas come from the entry, so they cannot
 * drift from what the client calls and what the OpenAPI document says. Two kinds of entry differ: a `multipart`
 * entry gets no body schema (Fastify cannot validate a form; the handler reads it with `multipart()`, which
 * validates with the same zod schema), and a `download` entry gets no response schema (its handler answers a
 * `Download`, sent here as a stream with its headers).
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const status = endpoint.successStatus ?? 200;
  const schema: FastifySchema = {};
  if (!endpoint.download) schema.response = { [status]: endpoint.response };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    schema,
    config: { endpointId: endpoint.id },
    onRequest: async (request) => authenticate(app, endpoint, request),
    handler: async (request, reply) => {
      // Fastify cannot infer the validated types through the generic entry; the zod schemas above did validate
      // (and coerce) exactly these parts, so this is the one place they are typed from the entry.
      const validated = request as unknown as Pick<HandlerContext<E>, 'params' | 'query' | 'body'>;
      const result = await handler({
        params: validated.params,
        query: validated.query,
        body: endpoint.multipart ? (undefined as EndpointBody<E>) : validated.body,
        multipart: async (options) => {
          if (!endpoint.multipart || !endpoint.body)
            throw new Error(`${endpoint.id}: multipart() on an entry that is not multipart`);
          // Typed from the entry for the same reason as `validated`: this is the entry's own body schema.
          return readMultipart(request, endpoint.body, options) as Promise<MultipartInput<EndpointBody<E>>>;
        },
        get user() {
          if (!request.user)
            throw new Error(`${endpoint.id}: no signed-in user on a ${endpoint.auth} endpoint`);
          return request.user;
        },
        request,
        reply,
      });
      reply.code(status);
      if (!endpoint.download) return result;
      if (!isDownload(result)) throw new Error(`${endpoint.id}: a download handler must answer a Download`);
      return reply
        .headers({
          'content-type': result.contentType,
          'content-length': String(result.size),
          'content-disposition': contentDisposition(result.fileName),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(result.stream);
    },
  });
}
