import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for answers made per request (server-rendered HTML, API JSON). Built
 * assets carry their own .br/.gz copies (scripts/precompress.mjs). Registered before the
 * routes, so it applies to all of them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 brotli: near gzip -9 size at a fraction of brotli 11's CPU, per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
