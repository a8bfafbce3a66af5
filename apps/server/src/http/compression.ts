import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller JSON answers gain too little from compression to pay for the CPU and the extra header bytes. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's JSON answers above 1 KB (brotli when accepted, else gzip), registered inside the `/api`
 * prefix only: the built app's files are compressed once at build time and served as they are by the SPA plugin
 * (spa.ts), and compressing them again per request would waste the CPU that build saved.
 *
 * Only JSON is compressed: downloads are already-compressed binaries (PDF, DOCX/XLSX zips, PNG, JPEG) and
 * `route()` also turns compression off for them, so their Content-Length stays exact. Request bodies are never
 * decompressed (`globalDecompression: false`): a gzip body would otherwise slip past the body limit, which
 * counts the bytes on the wire.
 */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
  // Whether an answer is compressed depends on its size, which changes from call to call, so every API answer
  // names Accept-Encoding in Vary (the plugin adds it only to the answers it compresses, and matches it in lower
  // case only, hence the spelling).
  api.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
    if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current))
      reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
    return payload;
  });
}
