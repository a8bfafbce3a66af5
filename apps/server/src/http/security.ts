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

/**
 * The policy with the site map's basemap origins (MAP_ORIGINS) allowed to be fetched (style, tiles, glyphs: connect-src)
 * and drawn (sprites: img-src). MapLibre's worker is a file of our own origin, so worker-src stays 'self'.
 */
export function contentSecurityPolicy(mapOrigins: readonly string[] = []) {
  return {
    ...CONTENT_SECURITY_POLICY,
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...mapOrigins],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...mapOrigins],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, mapOrigins: readonly string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(mapOrigins) },
    // Agrees with frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
}
