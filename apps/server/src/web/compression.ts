import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers and pages on the fly (brotli at quality 4 or gzip, as the client
 * asks), with `Vary: Accept-Encoding`. Built assets already carry their brotli and gzip twins
 * (`serveWebApp`), which go out as they are; 304s and empty answers have nothing to compress,
 * and socket.io serves its own requests outside Fastify. Request bodies are not decompressed:
 * a small gzip must not expand past the body limits. Registered before any route, since the
 * plugin attaches itself to the routes added after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
  });
}
