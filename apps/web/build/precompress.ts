import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text the server sends: HTML, JS, CSS, JSON, SVG, and the QR reader's WebAssembly, which compresses to a third (source
 * maps stay as they are: only developers load them).
 */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest|xml|wasm)$/;
/**
 * Below about 1 KB compression saves less than it costs (the server's threshold too, plugins/compression.ts);
 * HTML always, so the page every navigation gets (index.html, the history fallback) is always sent compressed.
 */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file.br` and `file.gz` beside each compressible file of `dir` (see MIN_BYTES), at the strongest levels. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES && !file.endsWith('.html')) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}

/**
 * Precompression at build time (docs/decisions/0005-public-read-cache.md): the server (apps/server/src/plugins/web.ts)
 * sends these files as they are, by Accept-Encoding, instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'moa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Once every file is written: the bundle, the public directory's copies and the service worker (built by
    // vite-plugin-pwa in its closeBundle, which runs before this one's 'post'); never after a failed build.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !outDir) return;
        const n = await precompressDir(outDir);
        this.info(`precompressed ${n} files (.br, .gz)`);
      },
    },
  };
}
