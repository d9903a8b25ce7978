import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/**
 * Starts one server per worker, all at once (Playwright's own `webServer` list starts them one after another), on
 * ports BASE_PORT … BASE_PORT + workers - 1, each on a fresh data folder (start-server.mjs); stops them at the end.
 */
export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const base = Number(process.env.E2E_BASE_PORT);
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.all(
      Array.from({ length: config.workers }, (_, n) => {
        const port = base + n;
        const child = spawn(process.execPath, [path.join(import.meta.dirname, 'start-server.mjs')], {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, E2E_PORT: String(port) },
        });
        children.push(child);
        return ready(child, `http://127.0.0.1:${port}/main`);
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}

/** Resolves once the server answers its main page; fails if it exits first or takes over three minutes. */
async function ready(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (${code ?? signal}) before it answered ${url}`));
  for (;;) {
    if (exited) throw new Error(`The journeys' server ${exited}`);
    if (Date.now() > deadline) throw new Error(`The journeys' server did not answer ${url} within 3 minutes`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    // Polls the server's readiness, as Playwright's webServer does; no test waits on this for time to pass.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
