import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_MIN, ENCODINGS } from './public-cache.ts';

/**
 * Compression of dynamic answers on the fly (private answers included: they are compressed, never cached), by
 * Accept-Encoding, br before gzip. Answers that already carry a Content-Encoding are left alone: the public read
 * cache's (plugins/public-cache.ts) and the web app's precompressed files (plugins/web.ts).
 * Register before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESS_MIN,
    // Request bodies stay as they are: a compressed upload is refused like any unknown body, not inflated.
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
