/**
 * The parse worker for a server run from its sources (tsx: `npm run dev`, the tests). A worker thread does not inherit
 * tsx's loader, and registering it again in every worker cost about 300 ms of CPU per parse (more than the parse of
 * most statements; docs/decisions/0014-ci-time.md). Instead the worker's sources are bundled once per process with
 * esbuild (tens of milliseconds), as apps/server/build.mjs bundles them for `npm start`, and each worker loads plain
 * JavaScript.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

let bundled: Promise<URL> | undefined;

export function workerFromSources(): Promise<URL> {
  if (!bundled) {
    bundled = bundle();
    // A failed build (a syntax error while editing) is tried again at the next parse rather than kept.
    bundled.catch(() => {
      bundled = undefined;
    });
  }
  return bundled;
}

async function bundle(): Promise<URL> {
  const esbuild = await import('esbuild');
  // The options of apps/server/build.mjs: packages stay in node_modules, the contract's TypeScript is bundled.
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind === 'entry-point' || args.path.startsWith('@moa/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.contents;
  // Inside the server's workspace, so the bundle's package imports resolve through node_modules as the sources' do;
  // `.mjs`, as no package.json above it says "module". Named after its content: processes started side by side (test
  // files, a dev server) write the same file.
  const dir = new URL('../../../../node_modules/.cache/parse-worker/', import.meta.url);
  const file = new URL(`worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, dir);
  await fs.mkdir(dir, { recursive: true });
  // Written aside and renamed into place: a worker started by another process at that moment reads a whole file.
  const temporary = `${fileURLToPath(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, code);
  await fs.rename(temporary, file);
  return file;
}
