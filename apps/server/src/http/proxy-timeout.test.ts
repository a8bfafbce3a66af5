import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupTestApp({
      config: { trustProxy: 1 },
      extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
    });
  });
  afterAll(() => ctx.close());

  it('takes the address the proxy saw (the right-most hop), not what the client wrote', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.9' },
    });
    expect(response.json()).toEqual({ ip: '10.0.0.9' });
  });
});

describe('a slow sender', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await setupTestApp({ config: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  it('is answered 408 and cut off once the request timeout passes, body or not', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const body = '{"email":"admin@demo.local","password":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}';
      let sent = 0;
      let drip: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(
          `POST /api/auth/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
        );
        drip = setInterval(() => {
          if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
        }, 200);
      });
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => {
        clearInterval(drip);
        resolve(received);
      });
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('still open after 8 s'));
      }, 8_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"message"');
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
