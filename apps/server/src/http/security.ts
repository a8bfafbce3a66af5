import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. The CSP allows only our own scripts; inline styles are allowed because the
 * component library and Swagger UI set style attributes; googleapis.com is where Firebase Messaging registers
 * push tokens. Brief documents are previewed from a blob: URL (a PDF in an iframe, an image in an img); plugins
 * (object/embed) are never needed.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'https://*.googleapis.com'],
  workerSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Agrees with frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
}
