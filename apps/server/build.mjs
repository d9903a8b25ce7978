// Bundles the server's TypeScript (and the contract's) into dist/server.js, which `npm start` runs with plain node
// (docs/decisions/0001-server-runs-typescript-with-tsx.md, docs/decisions/0012-server-memory.md). Packages stay in
// node_modules and are loaded by Node as they are. Unminified, so stack traces name our functions and files.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const here = import.meta.dirname;
const outfile = path.join(here, 'dist', 'server.js');

const result = await esbuild.build({
  entryPoints: [path.join(here, 'src', 'server.ts')],
  outfile,
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
        // A bare import is a package, except the contract, which is TypeScript source (docs/architecture.md).
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@moa/') ? undefined : { external: true },
        );
      },
    },
  ],
});
// The statement parser's worker thread (src/modules/deposits/parse/off-thread.ts), beside server.js.
const worker = await esbuild.build({
  entryPoints: [path.join(here, 'src', 'modules', 'deposits', 'parse', 'worker.ts')],
  outfile: path.join(here, 'dist', 'parse-worker.js'),
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
const [output] = result.outputFiles;
// Written aside and renamed into place: a server starting at the same moment reads the old bundle or the new one,
// never half of one.
fs.mkdirSync(path.dirname(outfile), { recursive: true });
const temporary = `${outfile}.${process.pid}.tmp`;
fs.writeFileSync(temporary, output.contents);
fs.renameSync(temporary, outfile);
const workerFile = path.join(here, 'dist', 'parse-worker.js');
fs.writeFileSync(`${workerFile}.${process.pid}.tmp`, worker.outputFiles[0].contents);
fs.renameSync(`${workerFile}.${process.pid}.tmp`, workerFile);
