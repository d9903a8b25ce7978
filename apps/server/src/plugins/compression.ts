import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_MIN } from './public-cache.ts';

/**
 * Compression of dynamic answers on the fly (private answers included: they are compressed, never cached), by
 * Accept-Encoding, br before gzip, never zstd: these are compressed on every request and can be large (a list of
 * 2,000 holders), where brotli's fewer bytes matter more on a phone's line than its time on the server (the public
 * read cache, which compresses once per version, prefers zstd). Answers that already carry a Content-Encoding are
 * left alone: the public read cache's (plugins/public-cache.ts) and the web app's precompressed files
 * (plugins/web.ts).
 * Register before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN,
    // Request bodies stay as they are: a compressed upload is refused like any unknown body, not inflated.
    globalDecompression: false,
    // 5, as the public read cache: for a list of 2,000 holders (1.5 MB of JSON) 53 KB against quality 4's 82 KB, for
    // about a tenth more time (docs/decisions/0018-signed-in-first-load.md)
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
