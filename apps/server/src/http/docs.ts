import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@ooh/api/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3.1 document generated from the contract (packages/api/src/openapi: validated, linted and compiled into
 * a typed client by its tests), at /api/openapi.json, and Swagger UI at /api/docs. Swagger
 * UI is served from the package's own files (works offline) and needs no CSP exception: it loads only
 * same-origin scripts and uses inline styles, which the policy allows.
 */
export async function registerDocs(app: FastifyInstance, version: string) {
  const document = buildOpenApiDocument({ version });
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
}
