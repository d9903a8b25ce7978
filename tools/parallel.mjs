// Runs npm scripts at the same time and fails if any fails: `node tools/parallel.mjs lint typecheck build`.
// Each line of output is prefixed with its script's name; each script's time is printed when it ends.
// Why side by side: lint, typecheck and the web build are mostly single-threaded, and the journeys mostly wait on
// the browser, so alone they leave a core of a two-core CI machine idle (docs/decisions/0014-ci-time.md).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const scripts = process.argv.slice(2);
const width = Math.max(...scripts.map((s) => s.length));

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const prefix = `[${script.padEnd(width)}] `;
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        for (const stream of [child.stdout, child.stderr]) {
          readline
            .createInterface({ input: stream })
            .on('line', (line) => process.stdout.write(prefix + line + '\n'));
        }
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const outcome = code === 0 ? 'passed' : `failed (${code ?? signal})`;
          process.stdout.write(`${prefix}npm run ${script}: ${outcome} in ${seconds} s\n`);
          resolve(code === 0);
        });
      }),
  ),
);

process.exitCode = results.every(Boolean) ? 0 : 1;
