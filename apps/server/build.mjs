// Bundles the server's TypeScript (and the contract's) into dist/server.js, which `npm start` runs with plain node
// (docs/decisions/0001-server-runs-typescript-with-tsx.md, docs/decisions/0012-server-memory.md), and the statement
// parser's worker thread (src/modules/deposits/parse/off-thread.ts) into dist/parse-worker.js beside it. Packages
// stay in node_modules and are loaded by Node as they are. Unminified, so stack traces name our functions and files;
// in ASCII alone, so V8 holds the source at one byte a character (tools/ascii-only.mjs).
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { asciiOnly } from '../../tools/ascii-only.mjs';

const here = import.meta.dirname;
const bundles = {
  server: path.join(here, 'src', 'server.ts'),
  'parse-worker': path.join(here, 'src', 'modules', 'deposits', 'parse', 'worker.ts'),
};

const result = await esbuild.build({
  entryPoints: bundles,
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  write: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(build) {
        // A bare import is a package, except the contract, which is TypeScript source (docs/architecture.md).
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@moa/') ? undefined : { external: true },
        );
      },
    },
  ],
});
// Each written aside and renamed into place: a server starting at the same moment reads the old bundle or the new
// one, never half of one.
fs.mkdirSync(path.join(here, 'dist'), { recursive: true });
for (const output of result.outputFiles) {
  const temporary = `${output.path}.${process.pid}.tmp`;
  const text = asciiOnly(output.text);
  // parsed again: what asciiOnly wrote must still be JavaScript (tools/ascii-only.mjs says where it would not be)
  await esbuild.transform(text, { loader: 'js', format: 'esm', logLevel: 'silent' });
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, output.path);
}
