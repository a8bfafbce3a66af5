import type { Readable } from 'node:stream';
import {
  type AnyEndpointDefinition,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  PASSWORD_TOKEN_HEADER,
  toFastifyPath,
  USER_MESSAGES,
} from '@ooh/api/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type VerifiedToken, verifyBearerToken } from '../auth/tokens.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Clock, Mail, Push, Storage } from '../deps.ts';
import { forbidden, unauthorized } from '../errors.ts';
import {
  type AuthUser,
  findPasswordGrant,
  findSessionUser,
  type PasswordGrant,
} from '../services/auth/index.ts';
import { servedName } from '../services/files/index.ts';
import type { TrackedCall } from './in-flight.ts';
import { checkMetricsToken } from './metrics.ts';
import { type MultipartInput, type MultipartOptions, readMultipart } from './multipart.ts';
import './types.ts';

/** The in-flight record of each call, from its account check to its handler (in-flight.ts). */
const trackedCalls = new WeakMap<FastifyRequest, TrackedCall>();

/** The text fields of a multipart entry without a body schema: none. */
const NO_FIELDS = z.object({});

/**
 * What a handler works with besides the request data: the dependencies `createApp` was given, the request's
 * logger and the request's time. Services take the part they need (`TransitionDeps`, `BriefDeps` are subsets),
 * so a handler can pass its context on as it is.
 */
export interface RequestDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  /** The time of this request, read once from the clock before the handler runs. */
  now: Date;
  push: Push;
  mail: Mail;
  config: AppConfig;
  /** The request's logger (its lines carry the request id). */
  log: FastifyBaseLogger;
}

/**
 * The acting user: the signed-in staff member on `bearer` entries. Typed from the entry's `auth`, so the day the
 * contract keeps `auth` as a literal type, a handler of a `none` or `password-token` entry sees `null` here.
 */
export type ActingUser<E extends AnyEndpointDefinition> = 'bearer' extends E['auth'] ? AuthUser : null;
/** The password-set grant: only on `password-token` entries. */
export type ActingGrant<E extends AnyEndpointDefinition> = 'password-token' extends E['auth']
  ? PasswordGrant
  : null;

/** The verified bearer token: only on `bearer` entries. */
export type ActingToken<E extends AnyEndpointDefinition> = 'bearer' extends E['auth'] ? VerifiedToken : null;

export interface HandlerContext<E extends AnyEndpointDefinition> extends RequestDeps {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  /** The validated JSON body. Undefined on `multipart` entries: they read theirs with `multipart()`. */
  body: EndpointBody<E>;
  /**
   * `multipart` entries only: reads the form, validates its text fields with the entry's `body` schema and
   * answers them with the file (one 400 naming every wrong field, the file included).
   */
  multipart(options: MultipartOptions): Promise<MultipartInput<EndpointBody<E>>>;
  /**
   * The signed-in user, checked against the entry's roles before the handler runs. Reading it on an entry that
   * is not `bearer` throws: that is a programming error, not a request to answer.
   */
  readonly user: ActingUser<E>;
  /** The grant of the password-set link; reading it on an entry that is not `password-token` throws. */
  readonly passwordGrant: ActingGrant<E>;
  /** The bearer token of this call (its hash and expiry: what sign-out revokes); throws on other entries. */
  readonly bearerToken: ActingToken<E>;
  /** The caller's address (through the configured proxies): what the sign-in limit counts per address. */
  ip: string;
  /** Whether the call came over HTTPS (through the configured proxies): a cookie is then marked Secure. */
  secure: boolean;
  /**
   * Adds a header to the answer: the one part of the reply a handler writes besides its body (the Storybook pass's
   * Set-Cookie).
   */
  header(name: string, value: string): void;
  /** Aborted when the caller goes away before the answer is complete: long work (a document) stops then. */
  signal: AbortSignal;
  /**
   * Whether this call's bearer token still stands for an active staff member with one of this entry's roles: a
   * live notification stream asks again on each event and heartbeat (`signedInUser`), so signing out,
   * deactivating or deleting ends the stream. False on entries without a bearer token.
   */
  stillAllowed(): Promise<boolean>;
}

export type Handler<E extends AnyEndpointDefinition> = (
  context: HandlerContext<E>,
) => Promise<EndpointResponse<E>>;

/** What the handler of a `download` entry answers: route() sends it as an attachment. */
export interface Download {
  kind: 'download';
  stream: Readable;
  fileName: string;
  contentType: string;
  /** The length in bytes; left out for a file still being made (a generated PDF), sent chunked. */
  size?: number;
}

/** What the handler of an `eventStream` entry answers: route() sends it as `text/event-stream`, uncompressed. */
export interface EventStream {
  kind: 'event-stream';
  stream: Readable;
}

function isEventStream(value: unknown): value is EventStream {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'event-stream';
}

function isDownload(value: unknown): value is Download {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'download';
}

/**
 * `attachment` with the original name twice: a plain-ASCII fallback for old clients and the exact name as
 * RFC 5987 UTF-8 (`filename*`), which every current browser prefers. Quotes, backslashes, control characters
 * and non-ASCII never reach the quoted form, so a name cannot break out of the header.
 */
export function contentDisposition(storedName: string, contentType = ''): string {
  // Rows stored before names were cleaned this way are cleaned again here: no bidirectional or zero-width
  // characters, and the extension of the verified type (docs/domain.md, decisions: download names).
  const fileName = servedName(storedName, contentType);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const SIGN_IN_AGAIN = 'Your session has expired or is not valid. Please sign in again.';

/** Checks the credentials the contract entry asks for, before the body is even parsed. */
async function authenticate(app: FastifyInstance, endpoint: AnyEndpointDefinition, request: FastifyRequest) {
  if (endpoint.auth === 'none') return;
  // The operator's scrape token, no user: nothing to read from the database (metrics answer while it is away).
  if (endpoint.auth === 'metrics-token')
    return checkMetricsToken(app.config.metricsToken, bearerToken(request));
  const now = app.clock.now();
  if (endpoint.auth === 'password-token') {
    const token = request.headers[PASSWORD_TOKEN_HEADER];
    const grant = typeof token === 'string' && token ? await findPasswordGrant(app.db, token, now) : null;
    if (!grant) throw unauthorized(USER_MESSAGES.linkInvalid);
    request.passwordGrant = grant;
    return;
  }
  const raw = bearerToken(request);
  if (!raw) throw unauthorized('Please sign in to continue.');
  const session = await signedInSession(app, raw);
  if (!session) throw unauthorized(SIGN_IN_AGAIN);
  const { user, token } = session;
  if (!endpoint.roles.includes(user.role)) throw forbidden('Your role does not have access to this.');
  request.user = user;
  request.bearerToken = token;
}

/** The token of `Authorization: Bearer …`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/**
 * The active staff member a bearer token stands for now, or null. Every call checks its token here, and a live
 * notification stream checks its own again on each event and heartbeat (services/notifications/live.ts), so what
 * ends a session ends its streams too.
 */
export async function signedInUser(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  return (await signedInSession(app, token))?.user ?? null;
}

/** `signedInUser` with the verified token (its hash and expiry: what sign-out revokes). */
async function signedInSession(
  app: FastifyInstance,
  raw: string,
): Promise<{ user: AuthUser; token: VerifiedToken } | null> {
  const token = await verifyBearerToken(raw, { secret: app.config.jwtSecret, now: app.clock.now() });
  // The account is read on every call, so deactivating, deleting or re-roling a user takes effect at once; the
  // same statement refuses a signed-out token (docs/domain.md "User").
  const user = token === null ? null : await findSessionUser(app.db, token);
  return user && token ? { user, token } : null;
}

/**
 * Registers the handler of one contract entry: path, method and schemas come from the entry, so they cannot
 * drift from what the client calls and what the OpenAPI document says. Two kinds of entry differ: a `multipart`
 * entry gets no body schema (Fastify cannot validate a form; the handler reads it with `multipart()`, which
 * validates with the same zod schema), and a `download` entry gets no response schema (its handler answers a
 * `Download`, sent here as a stream with its headers).
 */
export function route<E extends AnyEndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  const status = endpoint.successStatus ?? 200;
  const schema: FastifySchema = {};
  // A text answer (the metrics) is a string sent as it is: a JSON serialiser would quote it.
  if (!endpoint.download && !endpoint.eventStream && !endpoint.text)
    schema.response = { [status]: endpoint.response };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    schema,
    config: { endpointId: endpoint.id },
    // A download is an already-compressed binary (PDF, a DOCX/XLSX zip, an image) sent with its exact length.
    // An event stream must reach the client event by event: a compressor would hold them back to fill its blocks.
    ...(endpoint.download || endpoint.eventStream ? { compress: false as const } : {}),
    // Counted in flight from here to the handler's end, so a shutdown closes the database only after it
    // (in-flight.ts).
    onRequest: async (request, reply) => {
      const call = app.inFlight.track(reply);
      trackedCalls.set(request, call);
      try {
        await authenticate(app, endpoint, request);
      } finally {
        call.checked();
      }
    },
    handler: async (request, reply) => {
      const call = trackedCalls.get(request);
      call?.handling();
      try {
        return await respond(request, reply);
      } finally {
        call?.ended();
      }
    },
  });

  async function respond(request: FastifyRequest, reply: FastifyReply) {
    // Fastify cannot infer the validated types through the generic entry; the zod schemas above did validate
    // (and coerce) exactly these parts, so this is the one place they are typed from the entry.
    const validated = request as unknown as Pick<HandlerContext<E>, 'params' | 'query' | 'body'>;
    // The response closes either once it is sent or when the connection drops first.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const context: HandlerContext<E> = {
      db: app.db,
      storage: app.storage,
      clock: app.clock,
      now: app.clock.now(),
      push: app.push,
      mail: app.mail,
      config: app.config,
      log: request.log,
      ip: request.ip,
      secure: request.protocol === 'https',
      header: (name, value) => {
        reply.header(name, value);
      },
      signal: gone.signal,
      stillAllowed: async () => {
        const token = endpoint.auth === 'bearer' ? bearerToken(request) : null;
        if (!token) return false;
        const user = await signedInUser(app, token);
        return user !== null && endpoint.roles.includes(user.role);
      },
      params: validated.params,
      query: validated.query,
      body: endpoint.multipart ? (undefined as EndpointBody<E>) : validated.body,
      multipart: async (options) => {
        if (!endpoint.multipart)
          throw new Error(`${endpoint.id}: multipart() on an entry that is not multipart`);
        // Typed from the entry for the same reason as `validated`: this is the entry's own body schema. An entry
        // whose form is only its files (upload-site-photos) has no body schema: no text field is read.
        return readMultipart(request, endpoint.body ?? NO_FIELDS, options) as Promise<
          MultipartInput<EndpointBody<E>>
        >;
      },
      // Set by authenticate() for this entry's `auth`; the types above follow the same `auth`.
      get user() {
        if (!request.user)
          throw new Error(`${endpoint.id}: no signed-in user on a ${endpoint.auth} endpoint`);
        return request.user as ActingUser<E>;
      },
      get bearerToken() {
        if (!request.bearerToken)
          throw new Error(`${endpoint.id}: no bearer token on a ${endpoint.auth} endpoint`);
        return request.bearerToken as ActingToken<E>;
      },
      get passwordGrant() {
        if (!request.passwordGrant)
          throw new Error(`${endpoint.id}: no password grant on a ${endpoint.auth} endpoint`);
        return request.passwordGrant as ActingGrant<E>;
      },
    };
    const result = await handler(context);
    reply.code(status);
    if (endpoint.eventStream) {
      if (!isEventStream(result))
        throw new Error(`${endpoint.id}: an event-stream handler must answer an EventStream`);
      // The request timeouts bound how long a request takes to arrive (timeout.ts), never an answer; the idle
      // timeout of the connection is lifted too: the stream's heartbeats show it alive, and its end closes it.
      // (An injected request, in tests, has a stand-in socket without timeouts.)
      const socket = request.raw.socket as Partial<typeof request.raw.socket> | null;
      if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
      return reply
        .headers({
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'private, no-store, no-transform',
          // nginx buffers a proxied answer unless told otherwise; events must pass one by one.
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        })
        .send(result.stream);
    }
    if (isEventStream(result))
      throw new Error(`${endpoint.id}: an EventStream from an entry that is not eventStream`);
    if (endpoint.text) {
      if (typeof result !== 'string') throw new Error(`${endpoint.id}: a text handler must answer a string`);
      return reply.type(endpoint.text).send(result);
    }
    if (!endpoint.download) return result;
    if (!isDownload(result)) throw new Error(`${endpoint.id}: a download handler must answer a Download`);
    return reply
      .headers({
        'content-type': result.contentType,
        ...(result.size === undefined ? {} : { 'content-length': String(result.size) }),
        'content-disposition': contentDisposition(result.fileName, result.contentType),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(result.stream);
  }
}
