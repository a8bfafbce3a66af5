import type { FastifyInstance } from 'fastify';

/**
 * A request that is not an upload must have arrived whole (body included) within `timeoutMs`; a slower sender is
 * answered 408 and its connection closed (docs/domain.md, decisions: timeouts). Uploads (multipart) are bounded
 * by Node's own `requestTimeout`, set to the longer upload timeout.
 */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return done();
    const timer = setTimeout(() => {
      const raw = reply.raw;
      if (raw.headersSent || raw.writableEnded) return;
      const body = JSON.stringify({ message: 'The request took too long to arrive; send it again' });
      raw.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      raw.end(body, () => request.raw.socket?.destroy());
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // The body has been read: the handler's own time is not the sender's fault.
    clearTimeout(timers.get(request));
    done();
  });
}
